import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** A certificate for 127.0.0.1 made now by openssl, valid two days: the test's clients trust it alone. */
export function selfSignedCertificate(directory: string) {
  const certificate = join(directory, 'fullchain.pem');
  const privateKey = join(directory, 'privkey.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '2',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
      '-keyout',
      privateKey,
      '-out',
      certificate,
    ],
    { stdio: 'ignore' },
  );
  return { certificate, privateKey, pem: readFileSync(certificate, 'utf8') };
}
