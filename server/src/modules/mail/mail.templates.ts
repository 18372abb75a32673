/**
 * Product-branded mails: each has a subject, a plain-text body and an HTML body that say the
 * same. Everything interpolated into HTML is escaped (names come from sign-up forms).
 */

export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

const BRAND = 'Specforge';
const ACCENT = '#4c6ef5';

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

interface Layout {
  preheader: string;
  greeting: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  after?: string[];
}

function renderHtml({ preheader, greeting, paragraphs, action, after = [] }: Layout): string {
  const p = (t: string) => `<p style="margin:0 0 16px;font-size:15px;line-height:1.6;color:#343a40">${escapeHtml(t)}</p>`;
  const button = action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="display:inline-block;padding:12px 22px;background:${ACCENT};color:#ffffff;border-radius:6px;font-weight:600;font-size:15px;text-decoration:none">${escapeHtml(action.label)}</a></p>
<p style="margin:0 0 16px;font-size:13px;line-height:1.5;color:#868e96">If the button does not work, copy this link into your browser:<br><a href="${escapeHtml(action.url)}" style="color:${ACCENT};word-break:break-all">${escapeHtml(action.url)}</a></p>`
    : '';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${BRAND}</title></head>
<body style="margin:0;padding:0;background:#f1f3f5;font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial,sans-serif">
<span style="display:none;max-height:0;overflow:hidden">${escapeHtml(preheader)}</span>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f1f3f5;padding:32px 12px"><tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:10px;overflow:hidden">
<tr><td style="background:${ACCENT};padding:18px 28px;color:#ffffff;font-size:20px;font-weight:700;letter-spacing:0.3px">${BRAND}</td></tr>
<tr><td style="padding:28px">
${p(greeting)}
${paragraphs.map(p).join('\n')}
${button}
${after.map(p).join('\n')}
</td></tr>
<tr><td style="padding:16px 28px;background:#f8f9fa;font-size:12px;color:#868e96">${BRAND} · AI-assisted software project definition. You get this mail because of an action on your ${BRAND} account.</td></tr>
</table></td></tr></table></body></html>`;
}

function renderText({ greeting, paragraphs, action, after = [] }: Layout): string {
  const blocks = [greeting, ...paragraphs];
  if (action) blocks.push(`${action.label}: ${action.url}`);
  blocks.push(...after, `— The ${BRAND} team`);
  return `${blocks.join('\n\n')}\n`;
}

function mail(subject: string, layout: Layout): MailContent {
  return { subject, text: renderText(layout), html: renderHtml(layout) };
}

const hello = (name: string) => `Hi ${name},`;

export function verifyEmailMail(input: { name: string; link: string }): MailContent {
  return mail(`Verify your email address for ${BRAND}`, {
    preheader: 'Confirm your email address to start using Specforge.',
    greeting: hello(input.name),
    paragraphs: [`Welcome to ${BRAND}! Please confirm your email address to activate your account.`],
    action: { label: 'Verify email address', url: input.link },
    after: ["This link works once and expires in 24 hours. If you didn't create an account, you can ignore this mail."],
  });
}

export function accountExistsMail(input: { name: string; loginUrl: string; resetUrl: string; hasPassword: boolean }): MailContent {
  const how = input.hasPassword ? 'If that was you, just log in. If you forgot your password, you can reset it from the login page.' : 'Your account signs in with Google. Log in with Google, or set a password from the login page ("Forgot password").';
  return mail(`You already have a ${BRAND} account`, {
    preheader: 'Someone tried to sign up with your email address.',
    greeting: hello(input.name),
    paragraphs: [`Someone (hopefully you) tried to create a ${BRAND} account with this email address, but you already have one.`, how],
    action: { label: 'Log in to Specforge', url: input.loginUrl },
    after: [`Forgot your password? Reset it here: ${input.resetUrl}`, "If this wasn't you, no action is needed: your account is unchanged."],
  });
}

export function passwordResetMail(input: { name: string; link: string }): MailContent {
  return mail(`Reset your ${BRAND} password`, {
    preheader: 'A link to choose a new password.',
    greeting: hello(input.name),
    paragraphs: ['We received a request to reset the password of your account. Choose a new password with the button below.'],
    action: { label: 'Reset password', url: input.link },
    after: ["This link works once and expires in 1 hour. If you didn't ask for it, you can ignore this mail: your password stays the same."],
  });
}

export function passwordChangedMail(input: { name: string; resetUrl: string }): MailContent {
  return mail(`Your ${BRAND} password was changed`, {
    preheader: 'Your password was just changed.',
    greeting: hello(input.name),
    paragraphs: ['The password of your account was just changed, and your other sessions were signed out.'],
    after: [`If this wasn't you, reset your password right away: ${input.resetUrl}`],
  });
}

export function twoFactorEnabledMail(input: { name: string; resetUrl: string }): MailContent {
  return mail(`Two-factor authentication is on for your ${BRAND} account`, {
    preheader: 'Signing in now also asks for a code from your authenticator app.',
    greeting: hello(input.name),
    paragraphs: [
      'Two-factor authentication was just turned on for your account. From now on, logging in asks for a 6-digit code from your authenticator app after your password.',
      'Keep your recovery codes somewhere safe: each one lets you in once if you lose your phone.',
    ],
    after: [`If this wasn't you, reset your password right away: ${input.resetUrl}`],
  });
}

export function twoFactorDisabledMail(input: { name: string; resetUrl: string }): MailContent {
  return mail(`Two-factor authentication is off for your ${BRAND} account`, {
    preheader: 'Signing in no longer asks for a code.',
    greeting: hello(input.name),
    paragraphs: ['Two-factor authentication was just turned off for your account: logging in needs only your password again.'],
    after: [`If this wasn't you, reset your password right away and turn two-factor authentication back on: ${input.resetUrl}`],
  });
}

export function projectInvitationMail(input: { inviter: string; project: string; role: string; link: string }): MailContent {
  return mail(`${input.inviter} invited you to "${input.project}" on ${BRAND}`, {
    preheader: `Join the project "${input.project}" as ${input.role}.`,
    greeting: 'Hi,',
    paragraphs: [`${input.inviter} invited you to the project "${input.project}" on ${BRAND} as ${input.role}.`],
    action: { label: 'Accept the invitation', url: input.link },
    after: [`Sign in (or create an account) with this e-mail address to accept. The link works once and expires in 7 days. If you did not expect it, you can ignore this mail.`],
  });
}

export function commentMentionMail(input: { author: string; project: string; target: string; excerpt: string; link: string }): MailContent {
  return mail(`${input.author} mentioned you in "${input.project}"`, {
    preheader: `A comment on ${input.target}.`,
    greeting: 'Hi,',
    paragraphs: [`${input.author} mentioned you in a comment on ${input.target} in "${input.project}":`, input.excerpt],
    action: { label: 'Open the project', url: input.link },
    after: ['You get this mail because your notification settings allow e-mails. Change them in your profile.'],
  });
}

export function approvalResetMail(input: { document: string; project: string; version: number; decision: 'approve' | 'request_changes'; link: string }): MailContent {
  const earlier = input.decision === 'approve' ? 'You approved' : 'You asked for changes to';
  return mail(`"${input.document}" has a new version to review`, {
    preheader: `Version ${input.version} of "${input.document}" in "${input.project}".`,
    greeting: 'Hi,',
    paragraphs: [`${earlier} the previous version of "${input.document}" in "${input.project}". Version ${input.version} replaces it, so your decision no longer applies: please read it again and decide.`],
    action: { label: 'Review the new version', url: input.link },
    after: ['You get this mail because your notification settings allow e-mails. Change them in your profile.'],
  });
}
