/**
 * Services people name in briefs, each with what it is for and the words of a feature that needs
 * it. Matched on the service's own name only (never on a feature's words), so an entry can only
 * describe the service the user typed. A name not listed gets "purpose: to be confirmed".
 */
export interface CatalogueEntry {
  name: RegExp;
  purpose: string;
  alternatives: string[];
  /** Words (lower case, singular) a feature uses when it needs this service. */
  needs: string[];
  /**
   * An identity provider (Entra ID, Okta, Google sign-in, SAML): it serves people's accounts and
   * sign-in, whether or not a key feature is about them. It is linked to the sign-in feature, else
   * built before the plan's accounts and sign-in task; `needs` then goes unused (a feature's "staff"
   * or "log" says nothing about signing in).
   */
  signIn?: true;
}

export const integrationCatalogue: CatalogueEntry[] = [
  { name: /google maps|maps platform|places api/i, purpose: 'maps, places search, geocoding and routes', alternatives: ['Mapbox', 'HERE'], needs: ['map', 'location', 'gps', 'route', 'nearby', 'address', 'place', 'distance', 'geolocation', 'track'] },
  { name: /mapbox/i, purpose: 'maps, geocoding and navigation', alternatives: ['Google Maps Platform', 'HERE'], needs: ['map', 'location', 'gps', 'route', 'nearby', 'address', 'distance', 'track'] },
  { name: /stripe/i, purpose: 'card payments, payouts and subscriptions', alternatives: ['Adyen', 'Braintree'], needs: ['pay', 'payment', 'checkout', 'payout', 'subscription', 'invoice', 'refund', 'tip', 'price', 'charge'] },
  { name: /apple pay/i, purpose: 'wallet payments on Apple devices (through a payment processor)', alternatives: ['Google Pay', 'card payments'], needs: ['pay', 'payment', 'checkout', 'wallet'] },
  { name: /google pay/i, purpose: 'wallet payments on Android and the web (through a payment processor)', alternatives: ['Apple Pay', 'card payments'], needs: ['pay', 'payment', 'checkout', 'wallet'] },
  { name: /paypal|braintree/i, purpose: 'online payments', alternatives: ['Stripe', 'Adyen'], needs: ['pay', 'payment', 'checkout', 'payout'] },
  { name: /paddle|lemon ?squeezy/i, purpose: 'subscription billing with sales-tax handling', alternatives: ['Stripe Billing', 'Chargebee'], needs: ['subscription', 'billing', 'pay', 'plan', 'invoice'] },
  { name: /checkr|sterling|onfido|persona\b|veriff/i, purpose: 'identity verification and background checks', alternatives: ['Checkr', 'Sterling', 'Onfido'], needs: ['background', 'check', 'verify', 'verification', 'identity', 'vetting', 'screening'] },
  { name: /twilio|vonage|messagebird/i, purpose: 'SMS, voice and phone verification', alternatives: ['Twilio', 'Vonage'], needs: ['sms', 'call', 'otp', 'notify', 'notification', 'reminder', 'alert'] },
  {
    name: /sendgrid|postmark|mailgun|amazon ses|\bses\b|resend|mailchimp/i,
    purpose: 'e-mail delivery',
    alternatives: ['Postmark', 'Amazon SES'],
    needs: ['email', 'e-mail', 'mail', 'newsletter', 'notify', 'notification', 'reminder', 'digest', 'invite', 'invitation'],
  },
  { name: /gov\.?\s?uk notify/i, purpose: 'text messages, e-mails and letters for UK public services', alternatives: ['Twilio', 'Amazon SNS'], needs: ['sms', 'text', 'email', 'e-mail', 'letter', 'notify', 'notification', 'reminder', 'alert'] },
  {
    name: /microsoft entra|entra id|azure (?:ad|active directory)/i,
    purpose: 'staff sign-in with their organisation’s Microsoft accounts (single sign-on)',
    alternatives: ['Okta', 'Google Workspace sign-in'],
    needs: ['sign', 'login', 'log', 'sso', 'account', 'identity', 'staff'],
    signIn: true,
  },
  {
    name: /(?:google|apple|microsoft|facebook|github|linkedin)(?: account)? (?:sign[- ]?in|log[- ]?in|sso)|(?:sign|log) in with (?:google|apple|microsoft|facebook|github|linkedin)|\bsaml\b|openid connect|\boidc\b|onelogin|ping ?identity|gov\.?uk one login|login\.gov/i,
    purpose: 'sign-in with an account people already have (single sign-on)',
    alternatives: ['Auth0', 'Keycloak'],
    needs: ['sign', 'login', 'sso', 'account', 'identity'],
    signIn: true,
  },
  { name: /firebase cloud messaging|\bfcm\b|onesignal|\bapns\b|push/i, purpose: 'push notifications to mobile devices', alternatives: ['Firebase Cloud Messaging', 'OneSignal'], needs: ['push', 'notify', 'notification', 'alert', 'reminder'] },
  { name: /google calendar/i, purpose: 'reading and writing calendar events', alternatives: ['Microsoft Graph calendar', 'CalDAV'], needs: ['calendar', 'schedule', 'event', 'availability', 'appointment', 'meeting'] },
  { name: /outlook|microsoft graph|office 365|microsoft 365/i, purpose: 'Microsoft 365 mail, calendar and identity', alternatives: ['Google Workspace APIs'], needs: ['calendar', 'mail', 'email', 'meeting', 'schedule'] },
  { name: /zoom|google meet|daily\.co|agora/i, purpose: 'video calls', alternatives: ['Daily', 'Twilio Video'], needs: ['video', 'call', 'meeting', 'session', 'consult'] },
  { name: /slack/i, purpose: 'posting messages and alerts to Slack channels', alternatives: ['Microsoft Teams webhooks'], needs: ['slack', 'alert', 'notify', 'notification', 'channel'] },
  { name: /microsoft teams|\bteams\b/i, purpose: 'posting messages to Microsoft Teams', alternatives: ['Slack'], needs: ['alert', 'notify', 'notification', 'channel'] },
  {
    name: /auth0|okta|clerk|cognito|firebase auth|supabase auth|keycloak/i,
    purpose: 'sign-in, single sign-on and user identity',
    alternatives: ['Auth0', 'Clerk', 'Keycloak'],
    needs: ['sign', 'login', 'log', 'sso', 'account', 'identity', 'auth'],
    signIn: true,
  },
  {
    name: /openai|chatgpt|gpt-?\d\w*|anthropic|claude|gemini|mistral|llm/i,
    purpose: 'language-model features (generation, summaries, suggestions)',
    alternatives: ['OpenAI API', 'Anthropic API', 'a self-hosted model'],
    needs: ['ai', 'suggest', 'suggestion', 'recommend', 'recommendation', 'summary', 'summarize', 'generate', 'assistant', 'chatbot'],
  },
  { name: /amazon s3|\bs3\b|cloudflare r2|google cloud storage|azure blob/i, purpose: 'file and media storage', alternatives: ['Amazon S3', 'Cloudflare R2'], needs: ['photo', 'image', 'file', 'upload', 'video', 'document', 'attachment', 'media', 'record'] },
  { name: /cloudinary|imgix|mux/i, purpose: 'image and video processing and delivery', alternatives: ['Cloudinary', 'imgix', 'Mux'], needs: ['photo', 'image', 'video', 'media', 'upload'] },
  { name: /google drive|dropbox|onedrive|box\.com/i, purpose: 'importing and linking files from cloud drives', alternatives: ['Google Drive', 'Dropbox'], needs: ['file', 'document', 'import', 'drive', 'attachment'] },
  { name: /segment|mixpanel|amplitude|posthog|google analytics|\bga4\b/i, purpose: 'product analytics', alternatives: ['PostHog', 'Mixpanel'], needs: ['analytics', 'dashboard', 'report', 'metric', 'insight', 'funnel'] },
  { name: /salesforce|hubspot|pipedrive|\bcrm\b/i, purpose: 'syncing contacts and their records with the CRM', alternatives: ['HubSpot', 'Salesforce'], needs: ['crm', 'contact', 'lead', 'deal', 'customer', 'pipeline'] },
  { name: /quickbooks|xero|netsuite|sage/i, purpose: 'accounting sync (invoices, payments, ledgers)', alternatives: ['QuickBooks Online', 'Xero'], needs: ['invoice', 'accounting', 'expense', 'ledger', 'bookkeeping', 'tax'] },
  { name: /plaid|tink|truelayer/i, purpose: 'linking bank accounts and reading transactions', alternatives: ['Plaid', 'TrueLayer'], needs: ['bank', 'transaction', 'balance', 'budget', 'spending'] },
  { name: /shopify|woocommerce|bigcommerce/i, purpose: 'store catalogue, orders and inventory sync', alternatives: ['Shopify', 'WooCommerce'], needs: ['store', 'order', 'product', 'inventory', 'catalog', 'catalogue', 'shop'] },
  { name: /docusign|dropbox sign|hellosign/i, purpose: 'electronic signatures', alternatives: ['DocuSign', 'Dropbox Sign'], needs: ['sign', 'signature', 'contract', 'agreement', 'consent'] },
  { name: /github|gitlab|bitbucket/i, purpose: 'repository, issue and pull-request data', alternatives: ['GitHub', 'GitLab'], needs: ['repository', 'repo', 'commit', 'pull', 'issue', 'code'] },
  { name: /jira|linear|asana|trello/i, purpose: 'syncing tasks and issues with the team’s tracker', alternatives: ['Jira', 'Linear'], needs: ['task', 'ticket', 'issue', 'sprint', 'backlog'] },
  { name: /zapier|make\.com|n8n/i, purpose: 'no-code automations with other tools', alternatives: ['Zapier', 'n8n'], needs: ['automation', 'workflow', 'integrate', 'sync'] },
  { name: /intercom|zendesk|freshdesk|help ?scout/i, purpose: 'customer support chat and tickets', alternatives: ['Intercom', 'Zendesk'], needs: ['support', 'help', 'ticket', 'chat'] },
  { name: /algolia|elasticsearch|opensearch|meilisearch|typesense/i, purpose: 'fast full-text search', alternatives: ['Algolia', 'Meilisearch'], needs: ['search', 'find', 'filter', 'discover'] },
  {
    name: /fitbit|apple health|healthkit|google fit|health connect|garmin|strava/i,
    purpose: 'reading health and activity data from wearables',
    alternatives: ['Apple HealthKit', 'Health Connect'],
    needs: ['health', 'activity', 'step', 'workout', 'heart', 'sleep', 'fitness', 'wearable'],
  },
  { name: /epic|cerner|fhir|hl7/i, purpose: 'exchanging clinical records with health systems (FHIR)', alternatives: ['Epic FHIR API', 'a FHIR aggregator'], needs: ['record', 'patient', 'clinical', 'chart', 'ehr', 'emr'] },
  { name: /aws iot|azure iot|mqtt|particle/i, purpose: 'device connectivity and telemetry', alternatives: ['AWS IoT Core', 'an MQTT broker'], needs: ['device', 'sensor', 'telemetry', 'reading', 'firmware'] },
  { name: /steam|epic games|game center|google play games|playfab/i, purpose: 'game distribution, accounts and leaderboards', alternatives: ['Steamworks', 'PlayFab'], needs: ['leaderboard', 'achievement', 'matchmaking', 'player', 'multiplayer'] },
  { name: /spotify|youtube|apple music/i, purpose: 'media playback and catalogue data', alternatives: ['the provider’s official SDK'], needs: ['music', 'playlist', 'song', 'video', 'track'] },
];

/** Each name as a whole word: "Sage" is not inside "message queue", nor "Epic" inside "epicentre". */
const wholeNames = integrationCatalogue.map((e) => ({ e, re: new RegExp(`(?<![\\p{L}\\p{N}])(?:${e.name.source})(?![\\p{L}\\p{N}])`, 'iu') }));

export function catalogueEntry(name: string): CatalogueEntry | undefined {
  return wholeNames.find(({ re }) => re.test(name))?.e;
}

/**
 * Words of a service's name that put it on the device, not behind the API: a vendor SDK, a card
 * reader, a label printer, a Bluetooth meter. Such a service is connected in each client app, on
 * real hardware, once per client platform; the server never calls it.
 */
const deviceWords = new Set(['sdk', 'bluetooth', 'ble', 'nfc', 'usb', 'reader', 'readers', 'printer', 'printers', 'scanner', 'scanners', 'terminal', 'terminals', 'meter', 'meters', 'scale', 'scales']);

/** "Square Reader SDK", "Gilbarco pump meter (Bluetooth)", "Zebra label printers" run on the device. */
export function runsOnDevice(name: string): boolean {
  return name
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .some((w) => deviceWords.has(w));
}
