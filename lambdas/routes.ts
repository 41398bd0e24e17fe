// The route table: every API endpoint, defined once (the row's shape is in ./route-def.ts).
// The CDK stack makes one function, one API route and exactly the listed grants per row; the
// local API server mounts the same rows; the handler wrapper validates requests against the
// row's schemas and checks its access; a test checks that every row has a handler file
// (lambdas/handlers/<id>.ts) and every handler file a row.
//
// Each row lives in a module of its own, lambdas/rows/<id>.ts, which its handler imports instead
// of this table: a handler's bundle then builds only its own row's zod schemas, not every row's
// (building them all took tens of milliseconds of each cold start; bench/lambda-bundles.ts).

import { row as listBlogPosts } from './rows/list-blog-posts';
import { row as getBlogPost } from './rows/get-blog-post';
import { row as newsPostPage } from './rows/news-post-page';
import { row as listMeetings } from './rows/list-meetings';
import { row as meetingsCalendar } from './rows/meetings-calendar';
import { row as listGalleryImages } from './rows/list-gallery-images';
import { row as listGames } from './rows/list-games';
import { row as listSeasonGames } from './rows/list-season-games';
import { row as fixturesCalendar } from './rows/fixtures-calendar';
import { row as getRentalConfig } from './rows/get-rental-config';
import { row as listRentalAvailability } from './rows/list-rental-availability';
import { row as getRentalModel } from './rows/get-rental-model';
import { row as getRentalBooking } from './rows/get-rental-booking';
import { row as startBookingCheckout } from './rows/start-booking-checkout';
import { row as getBookingCalendar } from './rows/get-booking-calendar';
import { row as cancelRentalBooking } from './rows/cancel-rental-booking';
import { row as createBookingCertificateForm } from './rows/create-booking-certificate-form';
import { row as attachBookingCertificate } from './rows/attach-booking-certificate';
import { row as getRentalCertificate } from './rows/get-rental-certificate';
import { row as listStores } from './rows/list-stores';
import { row as listStoreProducts } from './rows/list-store-products';
import { row as getStoreProduct } from './rows/get-store-product';
import { row as productPage } from './rows/product-page';
import { row as listPlayers } from './rows/list-players';
import { row as getPlayer } from './rows/get-player';
import { row as playerPage } from './rows/player-page';
import { row as listOfficerPlayers } from './rows/list-officer-players';
import { row as createPlayer } from './rows/create-player';
import { row as updatePlayer } from './rows/update-player';
import { row as createStore } from './rows/create-store';
import { row as updateStore } from './rows/update-store';
import { row as deleteStore } from './rows/delete-store';
import { row as createProduct } from './rows/create-product';
import { row as updateProduct } from './rows/update-product';
import { row as deleteProduct } from './rows/delete-product';
import { row as createRentalRequest } from './rows/create-rental-request';
import { row as createSponsorshipRequest } from './rows/create-sponsorship-request';
import { row as createPlayerRequest } from './rows/create-player-request';
import { row as createContactMessage } from './rows/create-contact-message';
import { row as createNewsletterSubscription } from './rows/create-newsletter-subscription';
import { row as createFormChallenge } from './rows/create-form-challenge';
import { row as confirmNewsletterSubscription } from './rows/confirm-newsletter-subscription';
import { row as deleteNewsletterSubscription } from './rows/delete-newsletter-subscription';
import { row as updateRentalConfig } from './rows/update-rental-config';
import { row as getOfficerRentalModel } from './rows/get-officer-rental-model';
import { row as updateRentalModel } from './rows/update-rental-model';
import { row as createRentalTerms } from './rows/create-rental-terms';
import { row as createGame } from './rows/create-game';
import { row as updateGame } from './rows/update-game';
import { row as deleteGame } from './rows/delete-game';
import { row as getGameSheet } from './rows/get-game-sheet';
import { row as saveGameSheet } from './rows/save-game-sheet';
import { row as deleteGameSheet } from './rows/delete-game-sheet';
import { row as createMeeting } from './rows/create-meeting';
import { row as updateMeeting } from './rows/update-meeting';
import { row as deleteMeeting } from './rows/delete-meeting';
import { row as listOfficerPosts } from './rows/list-officer-posts';
import { row as getOfficerPost } from './rows/get-officer-post';
import { row as createPost } from './rows/create-post';
import { row as updatePost } from './rows/update-post';
import { row as deletePost } from './rows/delete-post';
import { row as createGalleryImages } from './rows/create-gallery-images';
import { row as updateGalleryImage } from './rows/update-gallery-image';
import { row as deleteGalleryImage } from './rows/delete-gallery-image';
import { row as createUploadForms } from './rows/create-upload-forms';
import { row as createMyUploadForms } from './rows/create-my-upload-forms';
import { row as listMyRequests } from './rows/list-my-requests';
import { row as getMyPlayer } from './rows/get-my-player';
import { row as createProfileChange } from './rows/create-profile-change';
import { row as listInboxRequests } from './rows/list-inbox-requests';
import { row as listInboxSubscribers } from './rows/list-inbox-subscribers';
import { row as inboxSubscribersCsv } from './rows/inbox-subscribers-csv';
import { row as getInboxRequest } from './rows/get-inbox-request';
import { row as inboxRequestsCsv } from './rows/inbox-requests-csv';
import { row as approveRentalRequest } from './rows/approve-rental-request';
import { row as declineRentalRequest } from './rows/decline-rental-request';
import { row as cancelRentalRequest } from './rows/cancel-rental-request';
import { row as previewRentalCancellation } from './rows/preview-rental-cancellation';
import { row as returnDamageDeposit } from './rows/return-damage-deposit';
import { row as approveProfileChange } from './rows/approve-profile-change';
import { row as declineProfileChange } from './rows/decline-profile-change';
import { row as getProfileChangePhotos } from './rows/get-profile-change-photos';
import { row as markRequestHandled } from './rows/mark-request-handled';
import { row as addRequestedPlayer } from './rows/add-requested-player';
import { row as addRequestNote } from './rows/add-request-note';
import { row as listDeadMail } from './rows/list-dead-mail';
import { row as retryDeadMail } from './rows/retry-dead-mail';
import { row as listClubNights } from './rows/list-club-nights';
import { row as getClubNight } from './rows/get-club-night';
import { row as clubNightPage } from './rows/club-night-page';
import { row as startTicketCheckout } from './rows/start-ticket-checkout';
import { row as startMemberTicketCheckout } from './rows/start-member-ticket-checkout';
import { row as openTicket } from './rows/open-ticket';
import { row as listTicketOrders } from './rows/list-ticket-orders';
import { row as refundTicketOrder } from './rows/refund-ticket-order';
import { row as listOfficerClubNights } from './rows/list-officer-club-nights';
import { row as createClubNight } from './rows/create-club-night';
import { row as updateClubNight } from './rows/update-club-night';
import { row as listBlockedDates } from './rows/list-blocked-dates';
import { row as createBlockedDates } from './rows/create-blocked-dates';
import { row as deleteBlockedDates } from './rows/delete-blocked-dates';
import { row as listClubOfficers } from './rows/list-club-officers';
import { row as createClubOfficer } from './rows/create-club-officer';
import { row as updateClubOfficer } from './rows/update-club-officer';
import { row as deleteClubOfficer } from './rows/delete-club-officer';
import { row as reorderClubOfficers } from './rows/reorder-club-officers';
import { row as listSponsors } from './rows/list-sponsors';
import { row as createSponsor } from './rows/create-sponsor';
import { row as updateSponsor } from './rows/update-sponsor';
import { row as deleteSponsor } from './rows/delete-sponsor';
import { row as reorderSponsors } from './rows/reorder-sponsors';
import { row as stripeWebhook } from './rows/stripe-webhook';
import { row as getPaymentReceipt } from './rows/get-payment-receipt';
import { row as listSubjectPayments } from './rows/list-subject-payments';
import { row as recordOfflinePayment } from './rows/record-offline-payment';
import { row as refundPayment } from './rows/refund-payment';
import { row as paymentsCsv } from './rows/payments-csv';
import { row as listBookingMoney } from './rows/list-booking-money';
import { row as bookingsCsv } from './rows/bookings-csv';
import { row as getOfficerReceipt } from './rows/get-officer-receipt';
import { row as listOfficerEnrolments } from './rows/list-officer-enrolments';
import { row as vouchOfficer } from './rows/vouch-officer';
import { row as listTeams } from './rows/list-teams';
import { row as createTeam } from './rows/create-team';
import { row as updateTeam } from './rows/update-team';
import { row as listMembershipTypes } from './rows/list-membership-types';
import { row as createMembershipType } from './rows/create-membership-type';
import { row as updateMembershipType } from './rows/update-membership-type';
import { row as getMyMembership } from './rows/get-my-membership';
import { row as joinMembership } from './rows/join-membership';
import { row as startMembershipCheckout } from './rows/start-membership-checkout';
import { row as listMemberships } from './rows/list-memberships';
import { row as membershipsCsv } from './rows/memberships-csv';
import { row as startMembership } from './rows/start-membership';
import { row as getMembershipSettings } from './rows/get-membership-settings';
import { row as updateMembershipSettings } from './rows/update-membership-settings';
import { row as getMemberDirectory } from './rows/get-member-directory';
import { row as updateMyDirectoryChoices } from './rows/update-my-directory-choices';
import { row as playerLink } from './rows/player-link';
import { row as getMySeason } from './rows/get-my-season';
import { row as answerMyFixture } from './rows/answer-my-fixture';
import { row as replyMySelection } from './rows/reply-my-selection';
import { row as updateMyMailChoices } from './rows/update-my-mail-choices';
import { row as getFixtureAvailability } from './rows/get-fixture-availability';
import { row as publishSelection } from './rows/publish-selection';
import { row as updateAvailabilitySettings } from './rows/update-availability-settings';
import { row as getMyEligibility } from './rows/get-my-eligibility';
import { row as updateMyRegistration } from './rows/update-my-registration';
import { row as signMyDocument } from './rows/sign-my-document';
import { row as listSeasonDocuments } from './rows/list-season-documents';
import { row as updateSeasonDocument } from './rows/update-season-document';
import { row as getEligibilityReport } from './rows/get-eligibility-report';
import { row as sendEligibilityReminders } from './rows/send-eligibility-reminders';
import { row as listOfficerNewsletters } from './rows/list-officer-newsletters';
import { row as createNewsletter } from './rows/create-newsletter';
import { row as getOfficerNewsletter } from './rows/get-officer-newsletter';
import { row as updateNewsletter } from './rows/update-newsletter';
import { row as deleteNewsletter } from './rows/delete-newsletter';
import { row as previewNewsletter } from './rows/preview-newsletter';
import { row as testSendNewsletter } from './rows/test-send-newsletter';
import { row as sendNewsletter } from './rows/send-newsletter';
import { row as unscheduleNewsletter } from './rows/unschedule-newsletter';
import { row as getNewsletterReport } from './rows/get-newsletter-report';
import { row as listNewsletters } from './rows/list-newsletters';
import { row as getNewsletter } from './rows/get-newsletter';
import { row as newsletterPage } from './rows/newsletter-page';
import { row as oneClickUnsubscribe } from './rows/one-click-unsubscribe';
import { row as getDoorList } from './rows/get-door-list';
import { row as admitTicket } from './rows/admit-ticket';
import type { RouteDef } from './route-def';

export type { Access, HttpMethod, RouteDef } from './route-def';

export const routes = [
  listBlogPosts,
  getBlogPost,
  newsPostPage,
  listMeetings,
  meetingsCalendar,
  listGalleryImages,
  listGames,
  listSeasonGames,
  fixturesCalendar,
  getRentalConfig,
  listRentalAvailability,
  getRentalModel,
  getRentalBooking,
  startBookingCheckout,
  getBookingCalendar,
  cancelRentalBooking,
  createBookingCertificateForm,
  attachBookingCertificate,
  listStores,
  listStoreProducts,
  getStoreProduct,
  productPage,
  listPlayers,
  getPlayer,
  playerPage,
  listOfficerPlayers,
  createPlayer,
  updatePlayer,
  createStore,
  updateStore,
  deleteStore,
  createProduct,
  updateProduct,
  deleteProduct,
  createRentalRequest,
  createSponsorshipRequest,
  createPlayerRequest,
  createContactMessage,
  createNewsletterSubscription,
  createFormChallenge,
  confirmNewsletterSubscription,
  deleteNewsletterSubscription,
  // Before update-rental-config: the local API server's smoke test saves the model first over its
  // empty tables' version 0, which that row's save then raises.
  getOfficerRentalModel,
  updateRentalModel,
  createRentalTerms,
  updateRentalConfig,
  createGame,
  updateGame,
  deleteGame,
  getGameSheet,
  saveGameSheet,
  deleteGameSheet,
  createMeeting,
  updateMeeting,
  deleteMeeting,
  listOfficerPosts,
  getOfficerPost,
  createPost,
  updatePost,
  deletePost,
  createGalleryImages,
  updateGalleryImage,
  deleteGalleryImage,
  createUploadForms,
  listMyRequests,
  getMyPlayer,
  createMyUploadForms,
  createProfileChange,
  listInboxRequests,
  listInboxSubscribers,
  inboxSubscribersCsv,
  getInboxRequest,
  inboxRequestsCsv,
  approveRentalRequest,
  declineRentalRequest,
  cancelRentalRequest,
  previewRentalCancellation,
  returnDamageDeposit,
  approveProfileChange,
  declineProfileChange,
  getProfileChangePhotos,
  getRentalCertificate,
  markRequestHandled,
  addRequestedPlayer,
  addRequestNote,
  listDeadMail,
  retryDeadMail,
  listBlockedDates,
  listClubNights,
  getClubNight,
  clubNightPage,
  startTicketCheckout,
  startMemberTicketCheckout,
  openTicket,
  listOfficerClubNights,
  createClubNight,
  updateClubNight,
  listTicketOrders,
  refundTicketOrder,
  createBlockedDates,
  deleteBlockedDates,
  listClubOfficers,
  createClubOfficer,
  updateClubOfficer,
  deleteClubOfficer,
  reorderClubOfficers,
  listSponsors,
  createSponsor,
  updateSponsor,
  deleteSponsor,
  reorderSponsors,
  stripeWebhook,
  getPaymentReceipt,
  listSubjectPayments,
  recordOfflinePayment,
  refundPayment,
  paymentsCsv,
  listBookingMoney,
  bookingsCsv,
  getOfficerReceipt,
  listOfficerEnrolments,
  vouchOfficer,
  listTeams,
  createTeam,
  updateTeam,
  listMembershipTypes,
  createMembershipType,
  updateMembershipType,
  getMyMembership,
  joinMembership,
  startMembershipCheckout,
  listMemberships,
  membershipsCsv,
  startMembership,
  getMembershipSettings,
  updateMembershipSettings,
  getMemberDirectory,
  updateMyDirectoryChoices,
  playerLink,
  getMySeason,
  answerMyFixture,
  replyMySelection,
  updateMyMailChoices,
  getFixtureAvailability,
  publishSelection,
  updateAvailabilitySettings,
  getMyEligibility,
  updateMyRegistration,
  signMyDocument,
  listSeasonDocuments,
  updateSeasonDocument,
  getEligibilityReport,
  sendEligibilityReminders,
  listOfficerNewsletters,
  createNewsletter,
  getOfficerNewsletter,
  updateNewsletter,
  deleteNewsletter,
  previewNewsletter,
  testSendNewsletter,
  sendNewsletter,
  unscheduleNewsletter,
  getNewsletterReport,
  listNewsletters,
  getNewsletter,
  newsletterPage,
  oneClickUnsubscribe,
  getDoorList,
  admitTicket,
] as const satisfies readonly RouteDef[];

export type RouteId = (typeof routes)[number]['id'];
/** The row of one route id, with its schemas' exact types. */
export type RouteOf<Id extends RouteId> = Extract<(typeof routes)[number], { id: Id }>;

/** The row of a route id; a handler passes it to defineHandler. */
export function route<Id extends RouteId>(id: Id): RouteOf<Id> {
  const row = routes.find((candidate) => candidate.id === id);
  if (!row) throw new Error(`No route row ${id}`);
  return row as RouteOf<Id>;
}

/** The query-string names a row declares: its schema's fields, sorted. */
export function queryNamesOf(row: RouteDef): string[] {
  return row.query ? Object.keys(row.query.shape).sort() : [];
}

/** Every query-string parameter some row reads, sorted and without repeats. */
export function queryParameterNames(rows: readonly RouteDef[]): string[] {
  return [...new Set(rows.flatMap(queryNamesOf))].sort();
}
