import { NONCE, secureHeaders } from 'hono/secure-headers';

/**
 * The SPA loads only its own scripts, and the few a rendered page carries inline with this response's
 * nonce (`c.var.secureHeadersNonce`); styles allow inline attributes because
 * Radix positions popovers with style attributes; map tiles come from OpenStreetMap.
 */
export function securityHeaders(options: { production: boolean }) {
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", NONCE],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: [
        "'self'",
        'data:',
        'blob:',
        'https://tile.openstreetmap.org',
        'https://*.tile.openstreetmap.org',
      ],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
    xFrameOptions: 'DENY',
    referrerPolicy: 'strict-origin-when-cross-origin',
    strictTransportSecurity: options.production ? 'max-age=31536000; includeSubDomains' : false,
    crossOriginResourcePolicy: 'same-origin',
  });
}
