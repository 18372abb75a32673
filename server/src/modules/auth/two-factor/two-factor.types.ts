import { Field, ObjectType } from 'type-graphql';

@ObjectType({ description: 'A new authenticator secret: scan otpauthUrl as a QR code, or type the secret in.' })
export class TwoFactorSetup {
  @Field(() => String, { description: 'Base32 secret for manual entry in an authenticator app.' })
  secret!: string;

  @Field(() => String, { description: 'otpauth://totp/… URL for the QR code.' })
  otpauthUrl!: string;
}

@ObjectType({ description: 'Two-factor is on: ten single-use recovery codes, shown this once.' })
export class TwoFactorRecoveryCodes {
  @Field(() => [String], { description: 'Single-use codes for when the authenticator is lost; shown once.' })
  recoveryCodes!: string[];
}
