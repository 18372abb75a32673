/** A report of `n` passing cases, each citing one criterion, padded to about `bytes`. */
export function bigReport(n: number, pad = 0): string {
  const filler = 'x'.repeat(pad);
  const cases = Array.from({ length: n }, (_, i) => `<testcase classname="suite.s${i % 50}" name="AC-${(i % 500) + 1}.${(i % 3) + 1} case ${i}"><system-out>${filler}</system-out></testcase>`);
  return `<?xml version="1.0"?><testsuites><testsuite name="big" tests="${n}">${cases.join('\n')}</testsuite></testsuites>`;
}
