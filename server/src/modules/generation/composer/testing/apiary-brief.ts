/**
 * A brief from a domain no one on the team wrote for (a beekeeping co-operative), used by the
 * understanding tests: a team size in the notes, one journey that shows who inspects hives, a
 * feature no journey or name gives to anyone, an integration named only by what it is for, an
 * offline constraint, one constraint no pattern knows, and metrics with and without targets.
 */
export const apiaryBrief = {
  projectName: 'Hivekeeper Co-op',
  projectDescription: 'A shared app for a beekeeping co-operative: hive records, the extraction room and honey sales.',
  problemStatement: 'Inspection notes live on paper in the bee suit pocket and the extraction room is double booked every August.',
  keyFeatures: ['Log a hive inspection with photos', 'Book the extraction room for a half day', 'Honey buyers order jars and pay by card', 'Weekly varroa mite count chart'],
  userPersonas: ['Hobby beekeeper — keeps two to ten hives and inspects them weekly with gloves on', 'Co-op coordinator — runs the shared extraction room and the members list', 'Honey buyer — a local shop ordering jars for its shelves'],
  userJourneys: 'Hobby beekeeper: opens the app at the apiary → logs a hive inspection with photos → sees the varroa count for the hive',
  platforms: ['iOS', 'Android'],
  integrations: ['Stripe', 'Pollen forecast API'],
  technicalConstraints: 'Must keep working without signal at out-apiaries\nHoney labels must print on the co-op’s old thermal printer',
  successMetrics: ['500 active members', 'Zero double bookings of the extraction room', 'Happier members'],
  additionalNotes: 'We have a budget of two developers.',
  timeline: '6 months',
  projectScope: 'standardMVP',
};
