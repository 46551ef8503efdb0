// Runs one autocannon load in its own process (so its CPU is not the servers') and prints the
// result as JSON. Config comes as one JSON argument:
//   { url, method, connections, seconds, tokens?: string[], apiKeys?: string[], body?: object, uniqueStart?: boolean }
// tokens: each connection takes one in turn (an Authorization: Bearer header); apiKeys likewise
// (an X-Api-Key header: a partner system's key for the enforcement check). uniqueStart:
// every request gets a fresh plate and idempotency key, so each one is a new parking session.
import autocannon from 'autocannon';
import { bodyMaker } from './request-body.mjs';

const config = JSON.parse(process.argv[2]);
let connection = 0;
let sequence = 0;
const bodyOf = bodyMaker(config);

function setupRequest(request, context) {
  if (context.token === undefined && config.tokens?.length)
    context.token = config.tokens[connection++ % config.tokens.length];
  if (context.apiKey === undefined && config.apiKeys?.length)
    context.apiKey = config.apiKeys[connection++ % config.apiKeys.length];
  const headers = { ...request.headers, 'content-type': 'application/json' };
  if (context.token) headers.authorization = `Bearer ${context.token}`;
  if (context.apiKey) headers['x-api-key'] = context.apiKey;
  return { ...request, headers, body: bodyOf(sequence++) };
}

const instance = autocannon(
  {
    url: config.url,
    connections: config.connections,
    duration: config.seconds,
    requests: [{ method: config.method, setupRequest }],
  },
  (error, result) => {
    if (error) {
      console.error(error);
      process.exit(1);
    }
    process.stdout.write(JSON.stringify(result));
  },
);
process.once('SIGINT', () => instance.stop());
