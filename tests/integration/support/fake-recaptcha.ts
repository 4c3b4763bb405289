import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the fake answers for a token: v2 success, or an Enterprise assessment. */
export interface FakeVerdict {
  readonly success?: boolean;
  readonly valid?: boolean;
  readonly action?: string;
  readonly score?: number;
}

export interface FakeRecaptcha {
  readonly origin: string;
  /** Every request body the fake received, parsed (form fields for v2, JSON for Enterprise). */
  readonly requests: Array<{ path: string; body: Record<string, unknown> }>;
  stop(): Promise<void>;
}

/**
 * The widgets' scripts, standing in for Google's: `grecaptcha.render` draws an "I'm not a robot"
 * checkbox whose tick answers the token "human-v2" (reset clears it); Enterprise's `execute`
 * answers "human-<action>" for the action asked.
 */
const FAKE_SCRIPTS: Readonly<Record<string, string>> = {
  '/recaptcha/api.js': `window.grecaptcha = {
    widgets: [],
    ready(callback) { callback(); },
    render(container, parameters) {
      const label = document.createElement('label');
      const box = document.createElement('input');
      box.type = 'checkbox';
      box.addEventListener('change', () => (box.checked ? parameters.callback('human-v2') : parameters['expired-callback']()));
      label.append(box, " I'm not a robot");
      label.dataset.size = parameters.size;
      container.append(label);
      return this.widgets.push(box) - 1;
    },
    reset(id) { this.widgets[id].checked = false; },
  };`,
  '/recaptcha/enterprise.js': `window.grecaptcha = {
    ready(callback) { callback(); },
    enterprise: { ready(callback) { callback(); }, execute(siteKey, options) { return Promise.resolve('human-' + options.action); } },
  };`,
};

/**
 * A local stand-in for Google's reCAPTCHA APIs (the real ones are outside this machine): POST
 * /recaptcha/api/siteverify (v2) and POST /v1/projects/{project}/assessments (Enterprise), each
 * answering the verdict `verdicts` holds for the token, and 500 for the token "provider-down";
 * GET /recaptcha/api.js and /recaptcha/enterprise.js serve the widgets' fake scripts.
 */
export async function startFakeRecaptcha(verdicts: Readonly<Record<string, FakeVerdict>>): Promise<FakeRecaptcha> {
  const requests: FakeRecaptcha['requests'] = [];
  const server: Server = createServer(async (request, response) => {
    const script = request.method === 'GET' ? FAKE_SCRIPTS[new URL(request.url ?? '/', 'http://fake').pathname] : undefined;
    if (script !== undefined) {
      response.writeHead(200, { 'content-type': 'text/javascript' }).end(script);
      return;
    }
    const text = await bodyOf(request);
    const path = request.url ?? '';
    const isEnterprise = path.startsWith('/v1/projects/');
    const body: Record<string, unknown> = isEnterprise ? JSON.parse(text) : Object.fromEntries(new URLSearchParams(text));
    requests.push({ path, body });
    const token = isEnterprise ? (body.event as { token: string }).token : String(body.response);
    if (token === 'provider-down') {
      response.writeHead(500).end();
      return;
    }
    const verdict = verdicts[token] ?? { success: false, valid: false };
    const answer = isEnterprise
      ? { tokenProperties: { valid: verdict.valid ?? false, action: verdict.action ?? '', ...(verdict.valid ? {} : { invalidReason: 'MALFORMED' }) }, riskAnalysis: { score: verdict.score ?? 0 } }
      : { success: verdict.success ?? false, ...(verdict.success ? { hostname: 'localhost' } : { 'error-codes': ['invalid-input-response'] }) };
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { origin: `http://127.0.0.1:${port}`, requests, stop: () => new Promise((resolve) => server.close(() => resolve())) };
}

async function bodyOf(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}
