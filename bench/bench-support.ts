// What every bench script needs: a port nobody listens on, and its own marked section of docs/performance.md,
// rewritten on each run so that the document always shows the latest measurement.
import fs from 'node:fs';
import net from 'node:net';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/** Replaces the section between `<!-- marker:start -->` and `<!-- marker:end -->`, or appends it under `heading`. */
export function writeDocSection(file: string, marker: string, heading: string, lines: readonly string[]): void {
  const start = `<!-- ${marker}:start -->`;
  const end = `<!-- ${marker}:end -->`;
  const section = `${start}\n${lines.join('\n')}\n${end}`;
  const text = fs.readFileSync(file, 'utf8');
  fs.writeFileSync(file, text.includes(start)
    ? text.replace(new RegExp(`${start}[\\s\\S]*?${end}`), section)
    : `${text.trimEnd()}\n\n## ${heading}\n\n${section}\n`);
}
