import express, { Router } from 'express';
import { requireUser } from '../../core/auth/authenticate.js';
import { jsonBody } from '../../core/http/json-body.js';
import { presentRunOutcomeRest, presentVerificationRest } from './evidence.presenter.js';
import { getVerification, reportTestResults } from './evidence.service.js';
import { REPORT_MAX_BYTES } from './junit.js';

const XML_TYPES = ['application/xml', 'text/xml', 'application/*+xml'];
const TEST_RESULTS = '/projects/:id/test-results';

/**
 * The body of a test report, read before the API's 1 MB JSON parser: raw XML up to the report
 * limit, or JSON with the report in it (escaping makes it a little longer). Either past its
 * limit answers 413 before anything is parsed.
 */
/** The JSON form's body limit: a 5 MB report, JSON-escaped, with room for commit and branch. */
export const TEST_RESULTS_JSON_BYTES = 6 * 1024 * 1024;

export function testResultsBody(): Router {
  const router = Router();
  router.post(
    TEST_RESULTS,
    express.raw({ type: XML_TYPES, limit: REPORT_MAX_BYTES }),
    (req, res, next) => {
      // The bytes go to the parser as they are (decoded in chunks there), not through the API's
      // text checks, which would walk a Buffer byte by byte: XML itself forbids NUL.
      if (Buffer.isBuffer(req.body)) {
        res.locals.xmlReport = req.body;
        req.body = undefined;
      }
      next();
    },
    jsonBody(`${TEST_RESULTS_JSON_BYTES}b`),
  );
  return router;
}

const queryText = (v: unknown) => (typeof v === 'string' ? v : undefined);

/** Test evidence over REST: thin, the rules live in evidence.service.ts. */
export function evidenceRouter(): Router {
  const router = Router();

  router.post(TEST_RESULTS, requireUser, async (req, res) => {
    // Raw XML carries commit and branch in the query string; JSON carries them in the body.
    const xml = Buffer.isBuffer(res.locals.xmlReport) ? res.locals.xmlReport : undefined;
    const body = xml ? { format: 'junit', commit: queryText(req.query.commit), branch: queryText(req.query.branch) } : req.body;
    const outcome = await reportTestResults(req.service, req.params.id, body, xml);
    res.status(201).json({ status: 'success', data: presentRunOutcomeRest(outcome) });
  });

  router.get('/projects/:id/verification', requireUser, async (req, res) => {
    res.json({ status: 'success', data: presentVerificationRest(await getVerification(req.service, req.params.id)) });
  });

  return router;
}
