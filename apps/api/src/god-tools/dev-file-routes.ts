import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZTestUploadResponse } from '@tennis/contracts';
import { readMultipartForm, uploadedFilesOf } from '../files/read-multipart-form.js';
import { errorResponses } from '../lib/error-responses.js';
import { fieldError } from '../lib/http-error.js';
import { checkTestUpload, TEST_UPLOAD_CHECKED, TEST_UPLOAD_REFUSED } from './check-test-upload.js';
import { requireDevTools } from './dev-routes.js';
import { testExportClubs } from './dev-tools.js';
import { writeTestPdf } from './write-test-pdf.js';

const TAGS = ['god-tools'];

/** The test dashboard's file pages (/test/dashboard): a PDF written on the server, an upload checked by it. */
export const devFileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/dev/test-pdf',
    {
      schema: {
        tags: TAGS,
        summary: 'Dev and test only, god mode: a real PDF (pdfkit, Noto Sans) with Greek text and the clubs.',
      },
    },
    async (request, reply) => {
      const user = requireDevTools(request);
      const file = await writeTestPdf({ author: `${user.name} ${user.surname}`, clubs: await testExportClubs(app.db) });
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', 'inline; filename="test.pdf"')
        .send(file);
    },
  );

  app.post(
    '/api/dev/test-upload',
    {
      preValidation: async (request) => {
        // Only the god user, and not in live, makes the server read up to 10 MB.
        requireDevTools(request);
        await readMultipartForm(request, ['file']);
      },
      schema: {
        tags: TAGS,
        summary:
          'Dev and test only, god mode: multipart, the file under "file" (an image or a pdf/doc/docx, by content, 10 MB at most); stored, read back and removed, answering its type, size and an image\'s dimensions.',
        response: { 200: ZTestUploadResponse, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      const file = uploadedFilesOf(request).file;
      if (!file) throw fieldError('file', TEST_UPLOAD_REFUSED);
      return { message: TEST_UPLOAD_CHECKED, data: await checkTestUpload(app.storage, file) };
    },
  );
};
