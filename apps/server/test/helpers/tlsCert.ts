/**
 * A throwaway self-signed certificate for 127.0.0.1 (openssl, 2 days), for the HTTPS server in
 * tests and the Lighthouse bench's `--https` — or for a host name (`dnsName`), for a local
 * stand-in the browser is pointed at in its place (the bench's map tile host). Answers the files, the PEM (the CA a client trusts)
 * and the SPKI hash Chromium's `--ignore-certificate-errors-spki-list` takes.
 */
import { execFileSync } from "node:child_process"
import { createHash, createPublicKey } from "node:crypto"
import { mkdtempSync, readFileSync, rmSync } from "node:fs"
import os from "node:os"
import path from "node:path"

export interface TestCertificate {
  readonly certFile: string
  readonly keyFile: string
  readonly cert: Buffer
  /** base64 SHA-256 of the certificate's SubjectPublicKeyInfo. */
  readonly spki: string
  remove(): void
}

export const createTestCertificate = (dnsName?: string): TestCertificate => {
  const dir = mkdtempSync(path.join(os.tmpdir(), "mungwalk-tls-"))
  const certFile = path.join(dir, "cert.pem")
  const keyFile = path.join(dir, "key.pem")
  execFileSync(
    "openssl",
    [
      "req",
      "-x509",
      "-newkey",
      "ec",
      "-pkeyopt",
      "ec_paramgen_curve:prime256v1",
      "-nodes",
      "-keyout",
      keyFile,
      "-out",
      certFile,
      "-days",
      "2",
      "-subj",
      `/CN=${dnsName ?? "127.0.0.1"}`,
      "-addext",
      `subjectAltName=${dnsName ? `DNS:${dnsName}` : "IP:127.0.0.1"}`
    ],
    { stdio: "pipe" }
  )
  const cert = readFileSync(certFile)
  const spki = createHash("sha256")
    .update(createPublicKey(cert).export({ type: "spki", format: "der" }))
    .digest("base64")
  return { certFile, keyFile, cert, spki, remove: () => rmSync(dir, { recursive: true, force: true }) }
}
