import type { Language } from '@madabook/contracts';
import type { RenderedMail } from '../mail.types';

export interface MailContent {
  subject: string;
  heading: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  /** Shown small under the action, e.g. how long a link lasts. */
  footnote?: string;
  /** Why the recipient gets this mail; account mails say it by default. */
  footer?: string;
}

const accountFooter: Record<Language, string> = {
  fr: 'MadaBook — hôtels et vols à Madagascar. Vous recevez ce message suite à une action sur votre compte.',
  en: 'MadaBook — hotels and flights in Madagascar. You receive this message because of an action on your account.',
};

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** One look for every mail: the brand bar, the message, one clear action. */
export function renderMail(content: MailContent, language: Language): RenderedMail {
  const footer = content.footer ?? accountFooter[language];
  const paragraphs = content.paragraphs
    .map(
      (paragraph) =>
        `<p style="margin:0 0 16px;line-height:1.6;white-space:pre-line">${escapeHtml(paragraph)}</p>`,
    )
    .join('');
  const action = content.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(content.action.url)}" style="background:#0e7c86;color:#ffffff;padding:12px 20px;border-radius:10px;text-decoration:none;font-weight:600;display:inline-block">${escapeHtml(content.action.label)}</a></p>
<p style="margin:0 0 16px;font-size:13px;color:#57534e;word-break:break-all">${escapeHtml(content.action.url)}</p>`
    : '';
  const footnote = content.footnote
    ? `<p style="margin:0 0 16px;font-size:13px;color:#57534e">${escapeHtml(content.footnote)}</p>`
    : '';
  const html = `<!doctype html>
<html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(content.subject)}</title></head>
<body style="margin:0;background:#faf7f2;font-family:Inter,Segoe UI,Helvetica,Arial,sans-serif;color:#1c1917">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:16px;overflow:hidden;border:1px solid #f1ebe1">
<tr><td style="background:#0e7c86;padding:20px 28px;color:#faf7f2;font-size:20px;font-weight:700">Mada<span style="color:#fdba74">Book</span></td></tr>
<tr><td style="padding:28px">
<h1 style="margin:0 0 16px;font-size:22px;font-family:Fraunces,Georgia,serif">${escapeHtml(content.heading)}</h1>
${paragraphs}${action}${footnote}
</td></tr>
<tr><td style="padding:16px 28px;background:#f1ebe1;font-size:12px;color:#57534e">${escapeHtml(footer)}</td></tr>
</table></td></tr></table></body></html>`;
  const text = [
    content.heading,
    '',
    ...content.paragraphs.flatMap((paragraph) => [paragraph, '']),
    ...(content.action ? [`${content.action.label}: ${content.action.url}`, ''] : []),
    ...(content.footnote ? [content.footnote, ''] : []),
    '—',
    footer,
  ].join('\n');
  return { subject: content.subject, html, text };
}
