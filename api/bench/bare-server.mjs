// The baseline: a bare Fastify route that returns a fixed JSON body, the doctor list's own answer.
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const body = readFileSync(process.env.BARE_BODY_FILE, 'utf8');
const app = Fastify();
app.get('/api/doctor/list', async (_request, reply) => reply.type('application/json').send(body));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
