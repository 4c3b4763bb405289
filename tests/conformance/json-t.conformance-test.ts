import { renderJsonTemplate } from '@mercato/mail';
import { corpusIndex, loadRenderCase } from './json-t-case';
import { skipReason } from './json-t-skipped';

/**
 * The JSON-T conformance corpus (tests/conformance/json-t, copied unchanged from
 * ../shared/conformance/json-t) run through the mail port's renderer, compared the upstream way:
 * the rendered text trimmed equals `:OUTPUT` trimmed. Skipped files and why: json-t-skipped.ts.
 */
const index = corpusIndex();
const renderCases = index.filter((row) => row.kind === 'render' && skipReason(row.path) === undefined).map((row) => row.path);

describe('JSON-T conformance: render cases through renderJsonTemplate', () => {
  test.each(renderCases)('%s', (path) => {
    const testCase = loadRenderCase(path);
    const { output } = renderJsonTemplate(testCase);
    expect(output.trim()).toBe(testCase.expected);
  });
});

test('every corpus file is run or skipped with a reason', () => {
  const unaccounted = index.filter((row) => row.kind !== 'render' && skipReason(row.path) === undefined).map((row) => row.path);
  expect(unaccounted).toEqual([]);
  // Every case the upstream suite runs is run here.
  const skippedUpstream = index.filter((row) => row.kind === 'render' && row.upstreamRun && skipReason(row.path) !== undefined);
  expect(skippedUpstream).toEqual([]);
});
