// Prints `N passed, N failed` from Vitest's JSON report. A missing or unreadable report counts as one
// failure, so a run that tested nothing is visible.
import { existsSync, readFileSync } from "node:fs"
import { fileURLToPath } from "node:url"

export const summarize = (reportPath) => {
  if (!reportPath || !existsSync(reportPath)) return "0 passed, 1 failed"
  try {
    const report = JSON.parse(readFileSync(reportPath, "utf8"))
    const passed = report.numPassedTests ?? 0
    // Suites that failed to load (syntax errors, failed setup) count as failures too.
    const failedSuites = (report.testResults ?? []).filter((r) => r.status === "failed" && (r.assertionResults ?? []).length === 0).length
    const failed = (report.numFailedTests ?? 0) + failedSuites
    if (passed + failed === 0) return "0 passed, 1 failed"
    return `${passed} passed, ${failed} failed`
  } catch {
    return "0 passed, 1 failed"
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) console.log(summarize(process.argv[2] ?? ".reports/vitest.json"))
