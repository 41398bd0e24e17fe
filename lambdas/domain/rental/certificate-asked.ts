// Whether a booking's space asks for an insurance certificate, and what the renter's page is told
// of the one received: reads only, apart from the upload's S3 work (booking-certificate.ts), so the
// booking page's row carries no S3 client.

import type { BookingCertificate, ReceivedCertificate } from '../../../common/rental/booking-certificate';
import type { RequestItem } from '../requests/request-item';
import { readRentalModel } from './rental-model';

type RentalItem = Extract<RequestItem, { kind: 'rental' }>;
type HeldCertificate = NonNullable<RentalItem['certificate']>;

/** Whether the rental's space asks for a certificate now (a request made before spaces: the default space). */
export async function certificateAsked(rental: RentalItem): Promise<boolean> {
  const model = await readRentalModel();
  const spaceId = rental.spaceId ?? model.policy.defaultSpaceId;
  return model.spaces.some((space) => space.id === spaceId && space.insuranceRequired);
}

export function received(certificate: HeldCertificate | undefined): ReceivedCertificate | undefined {
  if (!certificate) return undefined;
  const { fileName, contentType, bytes, at } = certificate;
  return { fileName, contentType, bytes, at };
}

/** What the renter's page is told of the certificate. */
export async function bookingCertificate(rental: RentalItem): Promise<BookingCertificate> {
  const found = received(rental.certificate);
  return { asked: await certificateAsked(rental), ...(found ? { received: found } : {}) };
}
