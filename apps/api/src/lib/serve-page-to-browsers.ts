import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The console's links are plain GET navigations (spec 3 §7): a browser that
 * opens one gets the web app, whose page asks the same address for JSON and
 * shows the confirmation. Runs before validation, so a link without its
 * parameters still opens the page (which then shows the form's errors).
 */
export async function servePageToBrowsers(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const wantsPage = request.headers.accept?.includes('text/html') === true;
  // sendFile exists only when the web app is built and served by this process.
  if (wantsPage && typeof reply.sendFile === 'function') await reply.type('text/html').sendFile('index.html');
}
