import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const shippedConfigPath = fileURLToPath(new URL('../../deploy/nginx/madabook.conf', import.meta.url));

export interface ProxySetup {
  /** The two instances' ports, in place of 3001 and 3002. */
  upstreamPorts: [number, number];
  /** nginx's own ports on 127.0.0.1, in place of 80 and 443. */
  httpPort: number;
  httpsPort: number;
  certificate: string;
  privateKey: string;
  acmeRoot: string;
}

/** One edit of the shipped file: `from` must occur exactly `times` times, or the file changed shape. */
interface Edit {
  from: string;
  to: string;
  times: number;
}

function applyEdit(text: string, { from, to, times }: Edit): string {
  const found = text.split(from).length - 1;
  if (found !== times) {
    throw new Error(
      `deploy/nginx/madabook.conf: expected "${from}" ${times} time(s), found it ${found}: update faults/nginx/nginx-config.ts with the file`,
    );
  }
  return text.replaceAll(from, to);
}

/**
 * The shipped site configuration with only its machine-specific parts replaced:
 * ports (the test's, on the loopback only), the certificate and the ACME folder.
 * Every proxy setting is the file's own, so the test proves the file.
 */
export function siteConfig(setup: ProxySetup, shipped = readFileSync(shippedConfigPath, 'utf8')): string {
  const [first, second] = setup.upstreamPorts;
  const edits: Edit[] = [
    { from: 'server 127.0.0.1:3001 ', to: `server 127.0.0.1:${first} `, times: 1 },
    { from: 'server 127.0.0.1:3002 ', to: `server 127.0.0.1:${second} `, times: 1 },
    { from: 'listen 80;', to: `listen 127.0.0.1:${setup.httpPort};`, times: 1 },
    { from: 'listen [::]:80;', to: '', times: 1 },
    { from: 'listen 443 ssl http2;', to: `listen 127.0.0.1:${setup.httpsPort} ssl http2;`, times: 1 },
    { from: 'listen [::]:443 ssl http2;', to: '', times: 1 },
    {
      from: 'ssl_certificate /etc/ssl/madabook/fullchain.pem;',
      to: `ssl_certificate ${setup.certificate};`,
      times: 1,
    },
    {
      from: 'ssl_certificate_key /etc/ssl/madabook/privkey.pem;',
      to: `ssl_certificate_key ${setup.privateKey};`,
      times: 1,
    },
    { from: 'root /var/www/acme;', to: `root ${setup.acmeRoot};`, times: 1 },
  ];
  return edits.reduce(applyEdit, shipped);
}

/**
 * The main file around it, which the shipped one leaves to the machine: nginx as
 * the current user in a folder of its own, and an access log naming the
 * instance that answered each request (by the X-Request-Id the test sends).
 */
export function mainConfig(options: { prefix: string; siteFile: string; runAsRoot: boolean }): string {
  const { prefix } = options;
  return `${options.runAsRoot ? 'user root;\n' : ''}worker_processes 1;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
daemon off;

events {
    worker_connections 512;
}

http {
    log_format upstreams '$http_x_request_id $status $upstream_addr';
    access_log ${prefix}/access.log upstreams;
    client_body_temp_path ${prefix}/client_body;
    proxy_temp_path ${prefix}/proxy;
    fastcgi_temp_path ${prefix}/fastcgi;
    uwsgi_temp_path ${prefix}/uwsgi;
    scgi_temp_path ${prefix}/scgi;

    include ${options.siteFile};
}
`;
}
