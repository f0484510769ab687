import type { FastifyReply } from 'fastify';

/**
 * Answers a broadcast's image or file (the office's and a recipient's routes alike): its type,
 * a download name for a file, never cached or sniffed.
 */
export function sendAttachment(
  reply: FastifyReply,
  file: { data: Buffer; contentType: string; fileName: string | null },
) {
  if (file.fileName) {
    void reply.header(
      'content-disposition',
      `attachment; filename="${file.fileName.replace(/[^\w.-]/g, '_')}"`,
    );
  }
  return reply
    .type(file.contentType)
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .send(file.data);
}
