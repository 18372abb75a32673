import { z } from 'zod';
import data from './delivery-work.json' with { type: 'json' };

/**
 * The work every product needs beyond its features (design, stabilisation, store releases), as
 * reviewed data in delivery-work.json. Validated when the module loads: a broken entry stops the
 * load with the problem instead of planning with half of it.
 */
const effort = z.object({ low: z.number().positive(), likely: z.number().positive(), high: z.number().positive() }).refine((e) => e.low <= e.likely && e.likely <= e.high, 'low ≤ likely ≤ high');
const share = z.object({ low: z.number().min(0).max(1), likely: z.number().min(0).max(1), high: z.number().min(0).max(1) }).refine((e) => e.low <= e.likely && e.likely <= e.high, 'low ≤ likely ≤ high');
const byScope = <T extends z.ZodTypeAny>(t: T) => z.object({ standardMVP: t, quickTest: t });
const check = z.string().min(20);

export const deliveryWorkSchema = z.object({
  design: z.object({ why: z.string().min(20), perFeature: byScope(effort), perExtraClientShare: z.number().min(0).max(1) }),
  stabilisation: z.object({ why: z.string().min(20), shareOfBuild: byScope(share), minimum: effort, doneWhen: check }),
  storeRelease: z.object({
    why: z.string().min(20),
    platforms: z.record(
      z.string(),
      z.object({
        /** Client platforms whose app this one ships inside (a tablet layout in the phone app). */ ridesWith: z.array(z.string()).optional(),
        /** Where the release goes ("the App Store"), and for a quick test where the test build goes ("TestFlight"). */ store: z.string().min(3),
        quickStore: z.string().min(3),
        how: z.string().min(10),
        quickHow: z.string().min(10),
        standardMVP: effort,
        quickTest: effort,
      }),
    ),
    doneWhen: check,
  }),
});

export type DeliveryWork = z.infer<typeof deliveryWorkSchema>;

export const deliveryWork: DeliveryWork = deliveryWorkSchema.parse(data);
