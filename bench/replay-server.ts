// The physical floor of a GET /query answer on this machine: a bare node:http server that sends the very bytes the
// real server answered for each path (recorded beforehand), computing nothing. The gap between this and the real
// /query is what the search itself costs.
import fs from 'node:fs';
import http from 'node:http';

const answers = new Map<string, Buffer>(
  Object.entries(JSON.parse(fs.readFileSync(process.env.REPLAY_FILE!, 'utf8')) as Record<string, string>).map(
    ([p, body]) => [p, Buffer.from(body)],
  ),
);
http
  .createServer((req, res) => {
    const body = answers.get(req.url ?? '');
    if (!body) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': body.length }).end(body);
  })
  .listen(Number(process.env.PORT), '127.0.0.1');
