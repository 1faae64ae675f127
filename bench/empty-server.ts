// The baseline: a bare Fastify route in its own process, measured in the same run as the real calls.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/empty', async () => ({ data: {} }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
