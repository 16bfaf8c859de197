import type { FastifyReply } from "fastify";

/**
 * Sends bytes that are already the response's JSON (Fastify sends a Buffer as it is): the answers
 * built from the in-memory catalog's cached JSON (catalog-index/video-json.ts), whose route
 * schema documents them.
 */
export function sendJsonBytes(reply: FastifyReply, bytes: Buffer): FastifyReply {
  return reply.type("application/json; charset=utf-8").send(bytes);
}
