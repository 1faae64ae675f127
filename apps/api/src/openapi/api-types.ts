// Generated from the served OpenAPI document (GET /api/v1/docs/json) by `npm run openapi:types`: do not edit.
// client-types.test.ts fails when this file and the document differ. Use it with openapi-fetch's createClient.
export interface paths {
  '/api/v1/geolocation/address_detail': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Where a ZIP code or a search text is, and what its state allows
     * @description A ZIP anywhere in the text wins; then a city with or without its state ("chicago il", "Chicago, Illinois"), centred on where its people live; a street is placed only when STREET_GEOCODER is on, else the answer is at ZIP or city precision (see precision and matched). A city name found in several states of similar size is ambiguous: ask which, from candidates. Unknown place: 404 PLACE_NOT_FOUND.
     */
    get: operations['getAddressDetail'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/geolocation/autocomplete': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Suggestions while typing a place
     * @description Fewer than 3 characters is a 400 naming "search", so a client never sends a request that cannot help.
     */
    get: operations['autocompletePlaces'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/geolocation/nearest_zip_code': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The ZIP code whose centre is nearest to a position, and what its state allows */
    get: operations['getNearestZipCode'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/query': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Locations near a point that offer the wanted vaccines
     * @description Nearest first, within 25 miles, or inside the map view when sw[lat], sw[lng], ne[lat], ne[lng] are given. A location matches a service when it offers the kind to someone of that age range (brand minAge ≤ ageMax and maxAge ≥ ageMin), with one of the brands when brands are given. Without partialMatching a location must match every service. The centre is snapped to a grid of 0.01° (about 1 km) before searching, so that nearby people share one cacheable answer: distance is from the snapped centre (under half a mile from the one given); a client that knows the exact position shows its own distance.
     */
    get: operations['queryLocations'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/availabilities': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Free appointment slots of some locations, per date
     * @description Slots come from each location's weekly schedule in its own time zone. Past slots, slots beyond the 180-day horizon, and slots whose bookings plus live holds reach the capacity are left out. Locations not bookable here have no slots.
     */
    get: operations['listAvailabilities'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/bot-check/challenge': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A proof-of-work challenge for one action */
    get: operations['getBotCheckChallenge'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/reservations': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Hold a time slot for this client */
    post: operations['createReservation'];
    /** Release this client's holds */
    delete: operations['deleteReservations'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/reservations/batch': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Hold a party's places together: all of them or none
     * @description The same time slot id twice holds two places of that slot. Every slot must be at the same location.
     */
    post: operations['createReservationBatch'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/reservations/extend': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Give this client's hold on a slot more time
     * @description A full hold from now, at most twice per hold and never past 30 minutes from the first hold. No active hold of this client: 409 HOLD_EXPIRED. No more extensions: 409 HOLD_NOT_EXTENDABLE.
     */
    post: operations['extendReservation'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/reservations/batch/extend': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Give every place of this client's party more time, all or none
     * @description Send the ids the party was held with. Every one of those places gets a full hold from now, at most twice and never past 30 minutes from the first hold, or none does. A place no longer held: 409 HOLD_EXPIRED. No more extensions: 409 HOLD_NOT_EXTENDABLE.
     */
    post: operations['extendReservationBatch'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/appointments/batch_create': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Book every appointment of the request, or none
     * @description Send an Idempotency-Key header to make retries safe: the same key and body returns the first answer. Each appointment takes a place this client holds (POST /reservations or /reservations/batch, one hold per person at that time): without it, 409 HOLD_REQUIRED. A person (names and date of birth) has one upcoming appointment per vaccine: 409 PERSON_ALREADY_BOOKED. Places per day per e-mail address and per client address are capped: 429 TOO_MANY_BOOKINGS (decision 223).
     */
    post: operations['createAppointments'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/registrations/{accessCode}/calendar.ics': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A booking as an iCalendar file, in the location time zone, without personal data */
    get: operations['getRegistrationCalendar'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/registrations/{accessCode}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A booking, by its access code */
    get: operations['getRegistration'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/registrations/{accessCode}/cancel': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Cancel appointments of a booking (all of them when none is named) and free their places
     * @description Idempotent: cancelling a cancelled appointment changes nothing and answers the same. A cancellation e-mail is queued.
     */
    post: operations['cancelRegistrationAppointments'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/registrations/{accessCode}/reschedule': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Move appointments to new times at the same pharmacy, all or none
     * @description The new place is taken and the old one freed in one transaction; TIME_SLOT_TAKEN leaves the appointment as it was. A change e-mail is queued.
     */
    post: operations['rescheduleRegistrationAppointment'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/registrations/{accessCode}/erase': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Cancel what is still booked and delete the personal data of the booking */
    post: operations['eraseRegistration'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/registrations/lookup': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Find a booking by its confirmation number and the last name and date of birth of a person on it
     * @description One answer (404 BOOKING_NOT_FOUND) whichever detail does not match.
     */
    post: operations['lookupRegistration'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/eligibilities': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Age eligibility of a person for the chosen vaccines at a location */
    get: operations['checkEligibility'];
    put?: never;
    /** The same check, date of birth in the body */
    post: operations['checkEligibilityWithBody'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/reminders/batch_create': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Ask for maternal-RSV reminders */
    post: operations['createReminders'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/external_surveys': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Submit the fall 2025 survey */
    post: operations['createExternalSurvey'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/subscriptions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Sign up for marketing updates (adults) */
    post: operations['createSubscription'];
    /** Send an address its removal link */
    delete: operations['deleteSubscription'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/email_confirmations': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Confirm an e-mail address from its link */
    post: operations['confirmEmail'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/unsubscribe': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Stop every e-mail to the address of a signed link */
    post: operations['unsubscribeOneClick'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/provider_registrations': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Ask for a pharmacy to be listed, changed or removed (reviewed by an operator) */
    post: operations['createProviderRegistration'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/fhir/$bulk-publish': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * SMART Scheduling Links manifest of our locations and slots
     * @description Answers transactionTime, request and output: one Location file, one Schedule file and one Slot file per state, each served as application/fhir+ndjson, with its states in extension.state and its URL under PUBLIC_BASE_URL. One Schedule per location and vaccine product (CVX). Slots cover the next 14 days of locations bookable here, each under every Schedule of its location; free or busy, with a booking-deep-link and, when more than one place is left, a slot-capacity extension. With `_since`, only the files that changed after that time are listed (Slot files then list only the slots that changed). Poll every 1 to 5 minutes, with If-None-Match on the files, and pass transactionTime as the next `_since`. See docs/smart-scheduling-links.md.
     */
    get: operations['getBulkPublishManifest'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/fhir/Location.ndjson': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** SMART Scheduling Links Location file (application/fhir+ndjson) */
    get: operations['getFhirLocationFile'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/fhir/Location/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * One Location resource (FHIR read), by its FHIR id or our location id
     * @description What a booking deep link's page shows of the pharmacy before the person searches: name, address, position and time zone.
     */
    get: operations['getFhirLocation'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/fhir/Schedule.ndjson': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** SMART Scheduling Links Schedule file: one Schedule per location and vaccine product (CVX) */
    get: operations['getFhirScheduleFile'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/fhir/{slotFile}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** SMART Scheduling Links Slot file of one state, e.g. Slot-AK.ndjson */
    get: operations['getFhirSlotFile'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/email_stops': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Stop every e-mail to the address of a "this was not me" link
     * @description Bookings made with the address still work; they send it nothing. POST /email_stops/undo with the same token undoes it.
     */
    post: operations['stopEmail'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/email_stops/undo': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Send e-mails to the address of a "this was not me" link again */
    post: operations['undoEmailStop'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/staff/closures': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The closures of a location, newest first, with how many people have not yet rebooked */
    get: operations['getApiV1StaffClosures'];
    put?: never;
    /** Close a location for a time range; everyone booked there is told and offered a held time */
    post: operations['postApiV1StaffClosures'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/staff/closures/{id}/people': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Who was booked in a closure, and who has not yet rebooked (recorded in the audit log) */
    get: operations['getApiV1StaffClosuresIdPeople'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/staff/closures/{id}/reopen': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Reopen a closure: its times are bookable again, held offers are released */
    post: operations['postApiV1StaffClosuresIdReopen'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/staff/capacity-changes': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Places per slot from a date on; a slot never drops below the people already booked in it */
    post: operations['postApiV1StaffCapacityChanges'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/staff/hours-changes': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Opening hours and slot length from a date on; people booked at a time that no longer exists are told and offered a held time */
    post: operations['postApiV1StaffHoursChanges'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/staff/waitlist/summary': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** People waiting by area and vaccine, offers by outcome and the median time to refill a place */
    get: operations['getApiV1StaffWaitlistSummary'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/staff/listing-requests': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Provider listing requests with the listing each names, newest first */
    get: operations['getApiV1StaffListingRequests'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/staff/listing-requests/{id}/approve': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Approve a request */
    post: operations['postApiV1StaffListingRequestsIdApprove'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/staff/listing-requests/{id}/decline': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Decline a request with a message */
    post: operations['postApiV1StaffListingRequestsIdDecline'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/staff/sign-in/options': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Start a passkey sign-in */
    post: operations['getStaffSignInOptions'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/staff/sign-in': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Sign in with a passkey; sets a new session cookie */
    post: operations['signInStaff'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/staff/sign-out': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** End this session */
    post: operations['signOutStaff'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/staff/me': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Who is signed in, and where */
    get: operations['getStaffMe'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/staff/invitations': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Invitations in your scope, newest first */
    get: operations['listStaffInvitations'];
    put?: never;
    /** Invite a person (or invite them again): e-mails a one-use link */
    post: operations['createStaffInvitation'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/staff/invitations/{id}/revoke': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Withdraw an invitation not yet accepted */
    post: operations['revokeStaffInvitation'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/staff/invitations/accept/options': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Read an invitation link and start making a passkey */
    post: operations['getStaffInvitationAcceptOptions'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/staff/invitations/accept': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Accept an invitation with a new passkey; signs in */
    post: operations['acceptStaffInvitation'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/staff/locations': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The locations you can open a day list for (at most 25, by name; `q` narrows by name, city or id) */
    get: operations['getApiV1StaffLocations'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/staff/locations/{locationId}/day/{date}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A location’s appointments on a local date. Answers 304 to a matching If-None-Match (poll it); each 200 is audited */
    get: operations['getApiV1StaffLocationsLocationidDayDate'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/staff/appointments/{id}/attendance': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Check in, undo a check-in, not given (with a reason) or no-show; 409 with the rule that refused */
    post: operations['postApiV1StaffAppointmentsIdAttendance'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/staff/appointments/{id}/cancel': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Cancel on the person’s behalf with a reason; frees the place and e-mails the person */
    post: operations['postApiV1StaffAppointmentsIdCancel'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/staff/members': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Staff of a retailer or a location, within your scope */
    get: operations['listStaffMembers'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/staff/audit': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The audit log of your scope, newest first (200 at a time) */
    get: operations['listStaffAuditEntries'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/staff/locations/{locationId}/lots': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The location’s lots with doses left (or all of them), soonest expiry first */
    get: operations['getApiV1StaffLocationsLocationidLots'];
    put?: never;
    /** Receive a lot: product, lot number, expiry date and doses */
    post: operations['postApiV1StaffLocationsLocationidLots'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/staff/locations/{locationId}/lots/{lotId}/waste': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Record doses of a lot wasted, with the reason */
    post: operations['postApiV1StaffLocationsLocationidLotsLotidWaste'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/staff/locations/{locationId}/lots/{lotId}/count': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Set the doses counted in a lot; the difference goes to the audit log */
    post: operations['postApiV1StaffLocationsLocationidLotsLotidCount'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/staff/locations/{locationId}/appointments/{appointmentId}/vaccinations': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** An appointment’s person, vaccines and vaccination records */
    get: operations['getApiV1StaffLocationsLocationidAppointmentsAppointmentidVaccinations'];
    put?: never;
    /** Record a vaccine given: takes one dose from the lot and marks the appointment vaccinated */
    post: operations['postApiV1StaffLocationsLocationidAppointmentsAppointmentidVaccinations'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/staff/locations/{locationId}/walk-ins/times': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Today’s times still to start, with their free places */
    get: operations['getApiV1StaffLocationsLocationidWalkInsTimes'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/staff/locations/{locationId}/walk-ins': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Add a walk-in today through the public booking’s rules */
    post: operations['postApiV1StaffLocationsLocationidWalkIns'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/staff/webhooks': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A retailer's webhook subscriptions */
    get: operations['getApiV1StaffWebhooks'];
    put?: never;
    /** Subscribe an endpoint to appointment events; the signing secret is shown once */
    post: operations['postApiV1StaffWebhooks'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/staff/webhooks/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /** Change a subscription's address or events, or turn it off or on */
    patch: operations['patchApiV1StaffWebhooksId'];
    trace?: never;
  };
  '/api/v1/staff/webhooks/{id}/rotate-secret': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** A new signing secret; the old one also signs for 24 hours */
    post: operations['postApiV1StaffWebhooksIdRotateSecret'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/staff/webhooks/{id}/deliveries': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The delivery log, newest first (100 at a time) */
    get: operations['getApiV1StaffWebhooksIdDeliveries'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/staff/webhooks/{id}/replay': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Send one event, or every event of a time range, again */
    post: operations['postApiV1StaffWebhooksIdReplay'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/staff/api-clients': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A retailer's FHIR API clients */
    get: operations['getApiV1StaffApiClients'];
    put?: never;
    /** A FHIR API client; its secret is shown once */
    post: operations['postApiV1StaffApiClients'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/staff/api-clients/{id}/revoke': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Revoke a FHIR API client: its tokens stop working at once */
    post: operations['postApiV1StaffApiClientsIdRevoke'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/staff/locations/{locationId}/registry-problems': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Vaccinations the state registry rejected, warned about or never answered, newest first */
    get: operations['getApiV1StaffLocationsLocationidRegistryProblems'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/staff/locations/{locationId}/registry-messages/{vaccinationId}/resend': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Send a rejected or failed vaccination to the state registry again */
    post: operations['postApiV1StaffLocationsLocationidRegistryMessagesVaccinationidResend'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/pharmacy-fhir/token': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** OAuth 2.0 client credentials: a bearer token for 15 minutes */
    post: operations['postApiV1PharmacyFhirToken'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/pharmacy-fhir/{type}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Search Appointment, Slot, Schedule or Immunization of a location */
    get: operations['getApiV1PharmacyFhirType'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/closure_offers/view': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** What a closure offer link offers; changes nothing */
    post: operations['postApiV1ClosureOffersView'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/closure_offers/take': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Take the held time: the booking moves there in one step and its closed place is given back */
    post: operations['postApiV1ClosureOffersTake'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/waitlist/entries': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Join the waiting list for one or more vaccines; confirmed by an e-mail link */
    post: operations['postApiV1WaitlistEntries'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/waitlist/confirm': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Confirm waiting-list entries from their e-mail link */
    post: operations['postApiV1WaitlistConfirm'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/waitlist/entries/view': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** The person's entries, from the manage link */
    post: operations['postApiV1WaitlistEntriesView'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/waitlist/entries/leave': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Leave the list (one entry or all); a held offer goes to the next person */
    post: operations['postApiV1WaitlistEntriesLeave'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/waitlist/entries/stay': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Stay on the list after three unanswered offers */
    post: operations['postApiV1WaitlistEntriesStay'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/waitlist/offers/view': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** What an offer link holds; changes nothing */
    post: operations['postApiV1WaitlistOffersView'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/waitlist/offers/take': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Book the held place through the normal booking path */
    post: operations['postApiV1WaitlistOffersTake'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/waitlist/offers/decline': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Decline the held place; it goes to the next person and the decliner stays on the list */
    post: operations['postApiV1WaitlistOffersDecline'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/chains': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Bookable locations listed per pharmacy chain
     * @description Counted from the same locations GET /query searches, so a chain with no location listed (and so none a person can book here) is left out.
     */
    get: operations['listChains'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
}
export type webhooks = Record<string, never>;
export interface components {
  schemas: {
    ApiErrors: {
      errors: components['schemas']['ApiErrorItem'][];
    };
    ApiErrorItem: {
      /**
       * @description What went wrong, for programs: branch on this.
       * @example HOLD_EXPIRED
       */
      code: string;
      /** @description What went wrong and what to do, for people (English). */
      message: string;
      /** @description The input at fault, as a dotted path (e.g. appointments.0.user.email). */
      field?: string;
      /** @description The vaccine the refusal is about, when it is about one. */
      service?: string;
      /**
       * @description What is wrong with a patient's field (decision 298), for a client that words it itself: required, tooLong (with params.max), invalidEmail, invalidPhone, invalidDate, futureDate, tooEarlyDate, nameWithLink, invalidState, invalidZip, invalidSex, phoneRequired. Stable; message says the same in English.
       * @example tooLong
       * @enum {string}
       */
      reason?:
        | 'required'
        | 'tooLong'
        | 'invalidEmail'
        | 'invalidPhone'
        | 'invalidDate'
        | 'futureDate'
        | 'tooEarlyDate'
        | 'nameWithLink'
        | 'invalidState'
        | 'invalidZip'
        | 'invalidSex'
        | 'phoneRequired';
      /** @description The values the reason needs to be worded: max, the character limit of tooLong. */
      params?: {
        max?: number;
      };
    } & {
      [key: string]: unknown;
    };
  };
  responses: never;
  parameters: never;
  requestBodies: never;
  headers: never;
  pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
  getAddressDetail: {
    parameters: {
      query?: {
        /** @description A 5-digit ZIP code. */
        zipCode?: string;
        /** @description Free text: "10001", "Austin, TX", "350 5th Ave, New York, NY 10118" or a city name. */
        search?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              /** @description The search centre: the street address, the ZIP centroid or the population-weighted city centre. */
              lat: number;
              lng: number;
              /**
               * @description What lat and lng are: "address" (a street-level match), "zip" (the ZIP centroid) or "city" (the city centre).
               * @enum {string}
               */
              precision: 'address' | 'zip' | 'city';
              /** @description What the centre is, in words: "60660", "Chicago, IL" or the geocoder's reading of a street address. */
              matched: string;
              /** @description true when the name fits several places of a similar size: ask which one (candidates, largest first). */
              ambiguous: boolean;
              /** @description When ambiguous: the places of that name, most people first; otherwise empty. */
              candidates: {
                /** @description "Springfield, IL". */
                label: string;
                city: string;
                state: string;
                /** @description The city's most populous ZIP. */
                zipCode: string;
                lat: number;
                lng: number;
              }[];
              /** @description The ZIP code of the place (for a city: its most populous ZIP). */
              zipCode: string;
              /** @description The street part of the search when one was given, else "City, ST". */
              address_1: string;
              postal_code: string;
              city: string;
              /** @description USPS state code. */
              state: string;
              /** @description What pharmacies in the place's state may do for each vaccine kind. */
              bookingRestrictions: {
                /** @enum {string} */
                covid_19: 'allowed' | 'allowed_with_prescription' | 'not_allowed';
                /** @enum {string} */
                flu: 'allowed' | 'allowed_with_prescription' | 'not_allowed';
                /** @enum {string} */
                rsv: 'allowed' | 'allowed_with_prescription' | 'not_allowed';
                /** @enum {string} */
                pneumococcal: 'allowed' | 'allowed_with_prescription' | 'not_allowed';
              };
            };
          };
        };
      };
      /** @description The request is malformed or breaks a rule; nothing changed. Codes: VALIDATION_FAILED (a value is invalid; field names it), MISSING_INFORMATION (a required value is missing; field names it). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description Not found. Codes: PLACE_NOT_FOUND. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description Over a limit; nothing changed. Codes: RATE_LIMITED (too many requests from this address). */
      429: {
        headers: {
          /** @description Seconds to wait before trying again (sent with RATE_LIMITED and UNAVAILABLE). */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description The service cannot take this request right now; try again later. Codes: UNAVAILABLE (the database cannot be reached). */
      503: {
        headers: {
          /** @description Seconds to wait before trying again (sent with RATE_LIMITED and UNAVAILABLE). */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
    };
  };
  autocompletePlaces: {
    parameters: {
      query: {
        /** @description What the person typed so far (at least 3 characters). */
        search: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description At most 5 suggestions: ZIP codes ("10001") and cities ("Austin, TX"), likeliest first. */
            data: string[];
          };
        };
      };
      /** @description The request is malformed or breaks a rule; nothing changed. Codes: VALIDATION_FAILED (a value is invalid; field names it), MISSING_INFORMATION (a required value is missing; field names it). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description Over a limit; nothing changed. Codes: RATE_LIMITED (too many requests from this address). */
      429: {
        headers: {
          /** @description Seconds to wait before trying again (sent with RATE_LIMITED and UNAVAILABLE). */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description The service cannot take this request right now; try again later. Codes: UNAVAILABLE (the database cannot be reached). */
      503: {
        headers: {
          /** @description Seconds to wait before trying again (sent with RATE_LIMITED and UNAVAILABLE). */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
    };
  };
  getNearestZipCode: {
    parameters: {
      query: {
        /** @description Latitude in decimal degrees. */
        latitude: string;
        /** @description Longitude in decimal degrees. */
        longitude: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              zipCode: string;
              state: string;
              /** @description What pharmacies in the place's state may do for each vaccine kind. */
              bookingRestrictions: {
                /** @enum {string} */
                covid_19: 'allowed' | 'allowed_with_prescription' | 'not_allowed';
                /** @enum {string} */
                flu: 'allowed' | 'allowed_with_prescription' | 'not_allowed';
                /** @enum {string} */
                rsv: 'allowed' | 'allowed_with_prescription' | 'not_allowed';
                /** @enum {string} */
                pneumococcal: 'allowed' | 'allowed_with_prescription' | 'not_allowed';
              };
            };
          };
        };
      };
      /** @description The request is malformed or breaks a rule; nothing changed. Codes: VALIDATION_FAILED (a value is invalid; field names it), MISSING_INFORMATION (a required value is missing; field names it). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description Not found. Codes: PLACE_NOT_FOUND. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description Over a limit; nothing changed. Codes: RATE_LIMITED (too many requests from this address). */
      429: {
        headers: {
          /** @description Seconds to wait before trying again (sent with RATE_LIMITED and UNAVAILABLE). */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description The service cannot take this request right now; try again later. Codes: UNAVAILABLE (the database cannot be reached). */
      503: {
        headers: {
          /** @description Seconds to wait before trying again (sent with RATE_LIMITED and UNAVAILABLE). */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
    };
  };
  queryLocations: {
    parameters: {
      query: {
        /** @description Latitude of the search centre. */
        latitude: string;
        /** @description Longitude of the search centre. */
        longitude: string;
        /** @description JSON list of the vaccines wanted, e.g. [{"kind":"covid_19","brands":["pfizer"],"ageMin":18,"ageMax":64}]. */
        services: string;
        /** @description Page number, from 1. */
        page?: string;
        /** @description Locations per page, at most 50. */
        pageSize?: string;
        /** @description The person is pregnant: RSV then means the vaccine given in pregnancy (Pfizer), whatever the age; only locations offering it are listed. */
        pregnant?: '0' | '1' | 'true' | 'false';
        /** @description The centre is a precise position (a street address or the device), not a ZIP or city centroid. */
        isPreciseLocation?: '0' | '1' | 'true' | 'false';
        /** @description Also list locations that offer only some of the services. */
        partialMatching?: '0' | '1' | 'true' | 'false';
        /** @description Only locations bookable on this site. */
        bookable_only?: '0' | '1' | 'true' | 'false';
        /** @description The south-west corner of the map view, as south-west[lat]=..&south-west[lng]=.. */
        sw?: {
          /** @description Latitude of the south-west corner. */
          lat?: string;
          /** @description Longitude of the south-west corner. */
          lng?: string;
        };
        /** @description The north-east corner of the map view, as north-east[lat]=..&north-east[lng]=.. */
        ne?: {
          /** @description Latitude of the north-east corner. */
          lat?: string;
          /** @description Longitude of the north-east corner. */
          lng?: string;
        };
        /** @description Only these retailers, as retailers[]=cvs&retailers[]=walmart. */
        retailers?:
          | (
              | 'manual'
              | 'pfizervax'
              | 'castlighthealth_gov'
              | 'vaccines_gov'
              | 'kroger'
              | 'albertsons'
              | 'rite_aid'
              | 'walgreens'
              | 'sams_club'
              | 'duane_reade'
              | 'cvs'
              | 'costco'
              | 'walmart'
              | 'fake'
              | 'unknown'
            )
          | (
              | 'manual'
              | 'pfizervax'
              | 'castlighthealth_gov'
              | 'vaccines_gov'
              | 'kroger'
              | 'albertsons'
              | 'rite_aid'
              | 'walgreens'
              | 'sams_club'
              | 'duane_reade'
              | 'cvs'
              | 'costco'
              | 'walmart'
              | 'fake'
              | 'unknown'
            )[];
        /** @description Only locations within this many miles of the centre (at most 500); without a map view, never beyond the default radius. */
        maxDistance?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              locations: {
                id: string;
                name: string;
                address1: string;
                address2: string | null;
                city: string;
                state: string;
                /** @description null when the source data has no ZIP for the location. */
                zip: string | null;
                lat: number;
                lng: number;
                /** @description Miles from the search centre snapped to the search grid, rounded to 0.1. */
                distance: number;
                /** @enum {string} */
                retailer:
                  | 'manual'
                  | 'pfizervax'
                  | 'castlighthealth_gov'
                  | 'vaccines_gov'
                  | 'kroger'
                  | 'albertsons'
                  | 'rite_aid'
                  | 'walgreens'
                  | 'sams_club'
                  | 'duane_reade'
                  | 'cvs'
                  | 'costco'
                  | 'walmart'
                  | 'fake'
                  | 'unknown';
                /** @description The retailer as shown to people, or null when only the location name is shown. */
                retailerName: string | null;
                timeZone: string;
                metadata: {
                  webAddress: string | null;
                  phoneNumber: string | null;
                };
                /** @description Everything the location offers, each kind with its brands and ages. */
                services: {
                  /** @enum {string} */
                  kind: 'covid_19' | 'flu' | 'rsv' | 'pneumococcal';
                  brands: {
                    /** @description null for a kind without brands (flu). */
                    brandName: ('pfizer' | 'moderna' | 'novavax' | 'gsk' | 'merck') | null;
                    minAge: number;
                    maxAge: number;
                  }[];
                }[];
                /** @description false only with partialMatching, for a location offering some of the services. */
                matchesAllServices: boolean;
                /** @enum {string} */
                bookingType: 'vaxnear' | 'deepLink' | 'external';
                /** @description First date (yyyy-MM-dd, location time) with a free slot; null if none within the horizon or not bookable here. */
                nextAvailableDate: string | null;
              }[];
              page: number;
              pageSize: number;
              /** @description Matching locations over all pages. */
              total: number;
              /** @description The search radius; null when the sw/ne bounds were used instead. */
              radiusMiles: number | null;
            };
          };
        };
      };
      /** @description The request is malformed or breaks a rule; nothing changed. Codes: VALIDATION_FAILED (a value is invalid; field names it), MISSING_INFORMATION (a required value is missing; field names it). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description Over a limit; nothing changed. Codes: RATE_LIMITED (too many requests from this address). */
      429: {
        headers: {
          /** @description Seconds to wait before trying again (sent with RATE_LIMITED and UNAVAILABLE). */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description The service cannot take this request right now; try again later. Codes: UNAVAILABLE (the database cannot be reached). */
      503: {
        headers: {
          /** @description Seconds to wait before trying again (sent with RATE_LIMITED and UNAVAILABLE). */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
    };
  };
  listAvailabilities: {
    parameters: {
      query: {
        /** @description Location ids as location_ids[]=..&location_ids[]=.. (at most 20). */
        location_ids: string | string[];
        /** @description JSON list of the vaccines wanted, e.g. [{"kind":"covid_19","brands":["pfizer"],"ageMin":18,"ageMax":64}]. */
        services?: string;
        /** @description The person is pregnant: RSV then means the vaccine given in pregnancy (Pfizer), whatever the age, as in /query. */
        pregnant?: '0' | '1' | 'true' | 'false';
        /** @description One day (yyyy-MM-dd). Give this, or startDate and endDate. */
        date?: string;
        /** @description First day of a range (yyyy-MM-dd). */
        startDate?: string;
        /** @description Last day of a range (yyyy-MM-dd); at most 14 days in all. */
        endDate?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              /** @description One entry per requested location that exists, in the order asked. */
              locations: {
                locationId: string;
                timeZone: string;
                /** @description false when the location does not offer the requested services; it then has no slots. */
                offersServices: boolean;
                dates: {
                  date: string;
                  slots: {
                    /** @description Opaque slot id, sent back to hold or book the slot. */
                    id: string;
                    /** @description Start, ISO 8601 with the location offset, e.g. 2026-11-23T09:00:00-05:00. */
                    time: string;
                    /** @enum {string} */
                    timeOfDay: 'morning' | 'afternoon' | 'evening';
                    /** @description Free places at this time: a household can sit together where there are enough. */
                    places?: number;
                  }[];
                }[];
              }[];
            };
          };
        };
      };
      /** @description The request is malformed or breaks a rule; nothing changed. Codes: VALIDATION_FAILED (a value is invalid; field names it), MISSING_INFORMATION (a required value is missing; field names it). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description Over a limit; nothing changed. Codes: RATE_LIMITED (too many requests from this address). */
      429: {
        headers: {
          /** @description Seconds to wait before trying again (sent with RATE_LIMITED and UNAVAILABLE). */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description The service cannot take this request right now; try again later. Codes: UNAVAILABLE (the database cannot be reached). */
      503: {
        headers: {
          /** @description Seconds to wait before trying again (sent with RATE_LIMITED and UNAVAILABLE). */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
    };
  };
  getBotCheckChallenge: {
    parameters: {
      query: {
        action:
          | 'create_appointments'
          | 'create_reservation'
          | 'delete_reservation'
          | 'create_reminders'
          | 'create_survey'
          | 'create_subscription'
          | 'delete_subscription'
          | 'create_provider_registration'
          | 'manage_registration'
          | 'lookup_registration'
          | 'join_waitlist';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A challenge for the action: solve it and send the proof with the call (see the botCheckToken scheme). */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description The hash, e.g. SHA-256. */
            algorithm: string;
            /** @description The hex hash of salt + the secret number. */
            challenge: string;
            /** @description The secret number is between 0 and this (the work asked for). */
            maxnumber: number;
            /** @description Signed parameters (action, cost, expiry) the server checks on the proof. */
            salt: string;
            /** @description The server signature of the challenge. */
            signature: string;
          };
        };
      };
      /** @description The request is malformed or breaks a rule; nothing changed. Codes: VALIDATION_FAILED (a value is invalid; field names it), MISSING_INFORMATION (a required value is missing; field names it). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description Over a limit; nothing changed. Codes: RATE_LIMITED (too many requests from this address). */
      429: {
        headers: {
          /** @description Seconds to wait before trying again (sent with RATE_LIMITED and UNAVAILABLE). */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description The service cannot take this request right now; try again later. Codes: UNAVAILABLE (the database cannot be reached). */
      503: {
        headers: {
          /** @description Seconds to wait before trying again (sent with RATE_LIMITED and UNAVAILABLE). */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
    };
  };
  createReservation: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          timeSlotId: string;
        };
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              timeSlotId: string;
              expiresAt: string;
            };
          };
        };
      };
      /** @description The request is malformed or breaks a rule; nothing changed. Codes: VALIDATION_FAILED (a value is invalid; field names it), MISSING_INFORMATION (a required value is missing; field names it), BAD_REQUEST (the body is not valid JSON, or is empty), BODY_TOO_COMPLEX (the body is nested too deep or has too many values), TIME_SLOT_IN_PAST. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description Refused: the caller may not make this call. Codes: BOT_CHECK_FAILED (no bot-check proof, or a spent, expired or wrong one). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description Not found. Codes: TIME_SLOT_NOT_FOUND. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description Conflicts with the current state; nothing changed. Codes: TIME_SLOT_TAKEN. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description The request body is too large. Codes: PAYLOAD_TOO_LARGE (the body is too large). */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description The request body is not JSON. Codes: UNSUPPORTED_MEDIA_TYPE (send application/json). */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description Over a limit; nothing changed. Codes: TOO_MANY_HOLDS, RATE_LIMITED (too many requests from this address). */
      429: {
        headers: {
          /** @description Seconds to wait before trying again (sent with RATE_LIMITED and UNAVAILABLE). */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description The service cannot take this request right now; try again later. Codes: UNAVAILABLE (the database cannot be reached). */
      503: {
        headers: {
          /** @description Seconds to wait before trying again (sent with RATE_LIMITED and UNAVAILABLE). */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
    };
  };
  deleteReservations: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          timeSlotIds: string[];
        };
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              timeSlotIds: string[];
            };
          };
        };
      };
      /** @description The request is malformed or breaks a rule; nothing changed. Codes: VALIDATION_FAILED (a value is invalid; field names it), MISSING_INFORMATION (a required value is missing; field names it), BAD_REQUEST (the body is not valid JSON, or is empty), BODY_TOO_COMPLEX (the body is nested too deep or has too many values). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description Refused: the caller may not make this call. Codes: BOT_CHECK_FAILED (no bot-check proof, or a spent, expired or wrong one). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description The request body is too large. Codes: PAYLOAD_TOO_LARGE (the body is too large). */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description The request body is not JSON. Codes: UNSUPPORTED_MEDIA_TYPE (send application/json). */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description Over a limit; nothing changed. Codes: RATE_LIMITED (too many requests from this address). */
      429: {
        headers: {
          /** @description Seconds to wait before trying again (sent with RATE_LIMITED and UNAVAILABLE). */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description The service cannot take this request right now; try again later. Codes: UNAVAILABLE (the database cannot be reached). */
      503: {
        headers: {
          /** @description Seconds to wait before trying again (sent with RATE_LIMITED and UNAVAILABLE). */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
    };
  };
  createReservationBatch: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          timeSlotIds: string[];
        };
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              timeSlotIds: string[];
              expiresAt: string;
            };
          };
        };
      };
      /** @description The request is malformed or breaks a rule; nothing changed. Codes: VALIDATION_FAILED (a value is invalid; field names it), MISSING_INFORMATION (a required value is missing; field names it), BAD_REQUEST (the body is not valid JSON, or is empty), BODY_TOO_COMPLEX (the body is nested too deep or has too many values), TIME_SLOT_IN_PAST. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description Refused: the caller may not make this call. Codes: BOT_CHECK_FAILED (no bot-check proof, or a spent, expired or wrong one). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description Not found. Codes: TIME_SLOT_NOT_FOUND. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description Conflicts with the current state; nothing changed. Codes: TIME_SLOT_TAKEN. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description The request body is too large. Codes: PAYLOAD_TOO_LARGE (the body is too large). */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description The request body is not JSON. Codes: UNSUPPORTED_MEDIA_TYPE (send application/json). */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description Over a limit; nothing changed. Codes: TOO_MANY_HOLDS, RATE_LIMITED (too many requests from this address). */
      429: {
        headers: {
          /** @description Seconds to wait before trying again (sent with RATE_LIMITED and UNAVAILABLE). */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description The service cannot take this request right now; try again later. Codes: UNAVAILABLE (the database cannot be reached). */
      503: {
        headers: {
          /** @description Seconds to wait before trying again (sent with RATE_LIMITED and UNAVAILABLE). */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
    };
  };
  extendReservation: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          timeSlotId: string;
        };
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              timeSlotId: string;
              expiresAt: string;
              /** @description How many more times this hold may be extended. */
              extensionsLeft: number;
            };
          };
        };
      };
      /** @description The request is malformed or breaks a rule; nothing changed. Codes: VALIDATION_FAILED (a value is invalid; field names it), MISSING_INFORMATION (a required value is missing; field names it), BAD_REQUEST (the body is not valid JSON, or is empty), BODY_TOO_COMPLEX (the body is nested too deep or has too many values). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description Conflicts with the current state; nothing changed. Codes: HOLD_EXPIRED, HOLD_NOT_EXTENDABLE. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description The request body is too large. Codes: PAYLOAD_TOO_LARGE (the body is too large). */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description The request body is not JSON. Codes: UNSUPPORTED_MEDIA_TYPE (send application/json). */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description Over a limit; nothing changed. Codes: RATE_LIMITED (too many requests from this address). */
      429: {
        headers: {
          /** @description Seconds to wait before trying again (sent with RATE_LIMITED and UNAVAILABLE). */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description The service cannot take this request right now; try again later. Codes: UNAVAILABLE (the database cannot be reached). */
      503: {
        headers: {
          /** @description Seconds to wait before trying again (sent with RATE_LIMITED and UNAVAILABLE). */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
    };
  };
  extendReservationBatch: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          timeSlotIds: string[];
        };
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              timeSlotIds: string[];
              expiresAt: string;
              /** @description How many more times the party's hold may be extended. */
              extensionsLeft: number;
            };
          };
        };
      };
      /** @description The request is malformed or breaks a rule; nothing changed. Codes: VALIDATION_FAILED (a value is invalid; field names it), MISSING_INFORMATION (a required value is missing; field names it), BAD_REQUEST (the body is not valid JSON, or is empty), BODY_TOO_COMPLEX (the body is nested too deep or has too many values). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description Conflicts with the current state; nothing changed. Codes: HOLD_EXPIRED, HOLD_NOT_EXTENDABLE. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description The request body is too large. Codes: PAYLOAD_TOO_LARGE (the body is too large). */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description The request body is not JSON. Codes: UNSUPPORTED_MEDIA_TYPE (send application/json). */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description Over a limit; nothing changed. Codes: RATE_LIMITED (too many requests from this address). */
      429: {
        headers: {
          /** @description Seconds to wait before trying again (sent with RATE_LIMITED and UNAVAILABLE). */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description The service cannot take this request right now; try again later. Codes: UNAVAILABLE (the database cannot be reached). */
      503: {
        headers: {
          /** @description Seconds to wait before trying again (sent with RATE_LIMITED and UNAVAILABLE). */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
    };
  };
  createAppointments: {
    parameters: {
      query?: never;
      header?: {
        /** @description Makes a retry safe: a second call with the same key and the same body answers what the first one did (and books nothing more); the same key with another body is refused with 422 IDEMPOTENCY_KEY_REUSED. Use a new random key (e.g. a UUID) per booking attempt. Keys are kept for 24 hours. */
        'Idempotency-Key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          email?: string;
          phoneNumber?: string | null;
          /** @enum {string} */
          locale?: 'en' | 'es';
          appointments: {
            locationId: string;
            timeSlotId: string;
            services: {
              /** @enum {string} */
              kind: 'covid_19' | 'flu' | 'rsv' | 'pneumococcal';
              brand?: string | null;
              isAdditional?: boolean;
            }[];
            user: {
              firstName?: string;
              lastName?: string;
              sex?: string;
              dateOfBirth?: string;
              address1?: string;
              address2?: string | null;
              city?: string;
              state?: string;
              zipCode?: string;
              parentalConsent?: boolean;
              marketingCommunications?: boolean;
              marketingCommunicationsWithPhi?: boolean;
            };
            smsCommunications?: boolean;
            healthQuestionnaire?: {
              pregnant?: boolean;
              dueDate?: string;
            };
            confirmedConditions?: ('covid_19' | 'flu' | 'rsv' | 'pneumococcal')[];
          }[];
        };
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              registration: {
                accessCode: string;
                confirmationNumber: string;
                appointments: {
                  id: string;
                  timeSlotId: string;
                  time: string;
                  durationMinutes: number;
                  locationId: string;
                  location: {
                    id: string;
                    name: string;
                    address1: string;
                    address2: string | null;
                    city: string;
                    state: string;
                    zipCode: string | null;
                    latitude: number;
                    longitude: number;
                    retailer: string;
                    timeZone: string;
                    metadata: {
                      webAddress: string | null;
                      phoneNumber: string | null;
                    };
                  };
                  services: {
                    /** @enum {string} */
                    kind: 'covid_19' | 'flu' | 'rsv' | 'pneumococcal';
                    brand: string | null;
                    forPregnancy?: boolean;
                  }[];
                  user: {
                    firstName: string;
                    lastName: string;
                  };
                  /** @enum {string} */
                  status: 'booked' | 'cancelled';
                  /** @enum {string} */
                  attendance?: 'expected' | 'checked_in' | 'vaccinated' | 'not_given' | 'no_show';
                  /** @enum {string} */
                  attendanceReason?:
                    'patient_declined' | 'not_eligible_on_the_day' | 'medical_precaution' | 'out_of_stock' | 'other';
                  /** @enum {string} */
                  cancelledBy?: 'person' | 'pharmacy';
                  /** @enum {string} */
                  cancellationReason?:
                    'pharmacy_closed' | 'vaccine_unavailable' | 'staff_unavailable' | 'person_asked' | 'other';
                  cancellationNote?: string;
                }[];
              };
            };
          };
        };
      };
      /** @description The request is malformed or breaks a rule; nothing changed. Codes: VALIDATION_FAILED (a value is invalid; field names it), MISSING_INFORMATION (a required value is missing; field names it), BAD_REQUEST (the body is not valid JSON, or is empty), BODY_TOO_COMPLEX (the body is nested too deep or has too many values), TIME_SLOT_IN_PAST, NOT_GIVEN_IN_PREGNANCY, SERVICE_NOT_OFFERED, AGE_INELIGIBLE, RETAILER_AGE_RESTRICTION, PRESCRIPTION_REQUIRED, MEDICAL_CONDITION, MATERNAL_RSV. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description Refused: the caller may not make this call. Codes: BOT_CHECK_FAILED (no bot-check proof, or a spent, expired or wrong one). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description Not found. Codes: TIME_SLOT_NOT_FOUND. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description Conflicts with the current state; nothing changed. Codes: HOLD_REQUIRED, APPOINTMENT_ALREADY_BOOKED, PERSON_ALREADY_BOOKED, TIME_SLOT_TAKEN. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description The request body is too large. Codes: PAYLOAD_TOO_LARGE (the body is too large). */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description The request body is not JSON. Codes: UNSUPPORTED_MEDIA_TYPE (send application/json). */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description The Idempotency-Key was used before with a different body. Codes: IDEMPOTENCY_KEY_REUSED. */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description Over a limit; nothing changed. Codes: TOO_MANY_BOOKINGS, RATE_LIMITED (too many requests from this address). */
      429: {
        headers: {
          /** @description Seconds to wait before trying again (sent with RATE_LIMITED and UNAVAILABLE). */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description The service cannot take this request right now; try again later. Codes: UNAVAILABLE (the database cannot be reached). */
      503: {
        headers: {
          /** @description Seconds to wait before trying again (sent with RATE_LIMITED and UNAVAILABLE). */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
    };
  };
  getRegistrationCalendar: {
    parameters: {
      query?: {
        /** @description Language of the event text. */
        locale?: 'en' | 'es';
      };
      header?: never;
      path: {
        accessCode: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The booking as an iCalendar file (one event per appointment), without personal data. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/calendar': string;
        };
      };
      /** @description The request is malformed or breaks a rule; nothing changed. Codes: VALIDATION_FAILED (a value is invalid; field names it), MISSING_INFORMATION (a required value is missing; field names it). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description Not found. Codes: NOT_FOUND, REGISTRATION_NOT_FOUND. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description Over a limit; nothing changed. Codes: RATE_LIMITED (too many requests from this address). */
      429: {
        headers: {
          /** @description Seconds to wait before trying again (sent with RATE_LIMITED and UNAVAILABLE). */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description The service cannot take this request right now; try again later. Codes: UNAVAILABLE (the database cannot be reached). */
      503: {
        headers: {
          /** @description Seconds to wait before trying again (sent with RATE_LIMITED and UNAVAILABLE). */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
    };
  };
  getRegistration: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        accessCode: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              registration: {
                accessCode: string;
                confirmationNumber: string;
                appointments: {
                  id: string;
                  timeSlotId: string;
                  time: string;
                  durationMinutes: number;
                  locationId: string;
                  location: {
                    id: string;
                    name: string;
                    address1: string;
                    address2: string | null;
                    city: string;
                    state: string;
                    zipCode: string | null;
                    latitude: number;
                    longitude: number;
                    retailer: string;
                    timeZone: string;
                    metadata: {
                      webAddress: string | null;
                      phoneNumber: string | null;
                    };
                  };
                  services: {
                    /** @enum {string} */
                    kind: 'covid_19' | 'flu' | 'rsv' | 'pneumococcal';
                    brand: string | null;
                    forPregnancy?: boolean;
                  }[];
                  user: {
                    firstName: string;
                    lastName: string;
                  };
                  /** @enum {string} */
                  status: 'booked' | 'cancelled';
                  /** @enum {string} */
                  attendance?: 'expected' | 'checked_in' | 'vaccinated' | 'not_given' | 'no_show';
                  /** @enum {string} */
                  attendanceReason?:
                    'patient_declined' | 'not_eligible_on_the_day' | 'medical_precaution' | 'out_of_stock' | 'other';
                  /** @enum {string} */
                  cancelledBy?: 'person' | 'pharmacy';
                  /** @enum {string} */
                  cancellationReason?:
                    'pharmacy_closed' | 'vaccine_unavailable' | 'staff_unavailable' | 'person_asked' | 'other';
                  cancellationNote?: string;
                }[];
              };
            };
          };
        };
      };
      /** @description The request is malformed or breaks a rule; nothing changed. Codes: VALIDATION_FAILED (a value is invalid; field names it), MISSING_INFORMATION (a required value is missing; field names it). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description Not found. Codes: NOT_FOUND, REGISTRATION_NOT_FOUND. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description Over a limit; nothing changed. Codes: RATE_LIMITED (too many requests from this address). */
      429: {
        headers: {
          /** @description Seconds to wait before trying again (sent with RATE_LIMITED and UNAVAILABLE). */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description The service cannot take this request right now; try again later. Codes: UNAVAILABLE (the database cannot be reached). */
      503: {
        headers: {
          /** @description Seconds to wait before trying again (sent with RATE_LIMITED and UNAVAILABLE). */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
    };
  };
  cancelRegistrationAppointments: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        accessCode: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          appointmentIds?: string[];
        } | null;
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              registration: {
                accessCode: string;
                confirmationNumber: string;
                appointments: {
                  id: string;
                  timeSlotId: string;
                  time: string;
                  durationMinutes: number;
                  locationId: string;
                  location: {
                    id: string;
                    name: string;
                    address1: string;
                    address2: string | null;
                    city: string;
                    state: string;
                    zipCode: string | null;
                    latitude: number;
                    longitude: number;
                    retailer: string;
                    timeZone: string;
                    metadata: {
                      webAddress: string | null;
                      phoneNumber: string | null;
                    };
                  };
                  services: {
                    /** @enum {string} */
                    kind: 'covid_19' | 'flu' | 'rsv' | 'pneumococcal';
                    brand: string | null;
                    forPregnancy?: boolean;
                  }[];
                  user: {
                    firstName: string;
                    lastName: string;
                  };
                  /** @enum {string} */
                  status: 'booked' | 'cancelled';
                  /** @enum {string} */
                  attendance?: 'expected' | 'checked_in' | 'vaccinated' | 'not_given' | 'no_show';
                  /** @enum {string} */
                  attendanceReason?:
                    'patient_declined' | 'not_eligible_on_the_day' | 'medical_precaution' | 'out_of_stock' | 'other';
                  /** @enum {string} */
                  cancelledBy?: 'person' | 'pharmacy';
                  /** @enum {string} */
                  cancellationReason?:
                    'pharmacy_closed' | 'vaccine_unavailable' | 'staff_unavailable' | 'person_asked' | 'other';
                  cancellationNote?: string;
                }[];
              };
            };
          };
        };
      };
      /** @description The request is malformed or breaks a rule; nothing changed. Codes: VALIDATION_FAILED (a value is invalid; field names it), MISSING_INFORMATION (a required value is missing; field names it), BAD_REQUEST (the body is not valid JSON, or is empty), BODY_TOO_COMPLEX (the body is nested too deep or has too many values). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description Refused: the caller may not make this call. Codes: BOT_CHECK_FAILED (no bot-check proof, or a spent, expired or wrong one). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description Not found. Codes: NOT_FOUND, REGISTRATION_NOT_FOUND, APPOINTMENT_NOT_FOUND. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description Conflicts with the current state; nothing changed. Codes: APPOINTMENT_CANCELLED, APPOINTMENT_IN_PAST, APPOINTMENT_CHANGED. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description The request body is too large. Codes: PAYLOAD_TOO_LARGE (the body is too large). */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description The request body is not JSON. Codes: UNSUPPORTED_MEDIA_TYPE (send application/json). */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description Over a limit; nothing changed. Codes: RATE_LIMITED (too many requests from this address). */
      429: {
        headers: {
          /** @description Seconds to wait before trying again (sent with RATE_LIMITED and UNAVAILABLE). */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description The service cannot take this request right now; try again later. Codes: UNAVAILABLE (the database cannot be reached). */
      503: {
        headers: {
          /** @description Seconds to wait before trying again (sent with RATE_LIMITED and UNAVAILABLE). */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
    };
  };
  rescheduleRegistrationAppointment: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        accessCode: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          appointments: {
            id: string;
            timeSlotId: string;
          }[];
        };
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              registration: {
                accessCode: string;
                confirmationNumber: string;
                appointments: {
                  id: string;
                  timeSlotId: string;
                  time: string;
                  durationMinutes: number;
                  locationId: string;
                  location: {
                    id: string;
                    name: string;
                    address1: string;
                    address2: string | null;
                    city: string;
                    state: string;
                    zipCode: string | null;
                    latitude: number;
                    longitude: number;
                    retailer: string;
                    timeZone: string;
                    metadata: {
                      webAddress: string | null;
                      phoneNumber: string | null;
                    };
                  };
                  services: {
                    /** @enum {string} */
                    kind: 'covid_19' | 'flu' | 'rsv' | 'pneumococcal';
                    brand: string | null;
                    forPregnancy?: boolean;
                  }[];
                  user: {
                    firstName: string;
                    lastName: string;
                  };
                  /** @enum {string} */
                  status: 'booked' | 'cancelled';
                  /** @enum {string} */
                  attendance?: 'expected' | 'checked_in' | 'vaccinated' | 'not_given' | 'no_show';
                  /** @enum {string} */
                  attendanceReason?:
                    'patient_declined' | 'not_eligible_on_the_day' | 'medical_precaution' | 'out_of_stock' | 'other';
                  /** @enum {string} */
                  cancelledBy?: 'person' | 'pharmacy';
                  /** @enum {string} */
                  cancellationReason?:
                    'pharmacy_closed' | 'vaccine_unavailable' | 'staff_unavailable' | 'person_asked' | 'other';
                  cancellationNote?: string;
                }[];
              };
            };
          };
        };
      };
      /** @description The request is malformed or breaks a rule; nothing changed. Codes: VALIDATION_FAILED (a value is invalid; field names it), MISSING_INFORMATION (a required value is missing; field names it), BAD_REQUEST (the body is not valid JSON, or is empty), BODY_TOO_COMPLEX (the body is nested too deep or has too many values), DIFFERENT_LOCATION, TIME_SLOT_IN_PAST, NOT_GIVEN_IN_PREGNANCY, SERVICE_NOT_OFFERED, AGE_INELIGIBLE, RETAILER_AGE_RESTRICTION, PRESCRIPTION_REQUIRED, MEDICAL_CONDITION, MATERNAL_RSV. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description Refused: the caller may not make this call. Codes: BOT_CHECK_FAILED (no bot-check proof, or a spent, expired or wrong one). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description Not found. Codes: NOT_FOUND, REGISTRATION_NOT_FOUND, APPOINTMENT_NOT_FOUND, TIME_SLOT_NOT_FOUND. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description Conflicts with the current state; nothing changed. Codes: APPOINTMENT_CANCELLED, APPOINTMENT_IN_PAST, APPOINTMENT_CHANGED, TIME_SLOT_TAKEN. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description The request body is too large. Codes: PAYLOAD_TOO_LARGE (the body is too large). */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description The request body is not JSON. Codes: UNSUPPORTED_MEDIA_TYPE (send application/json). */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description Over a limit; nothing changed. Codes: RATE_LIMITED (too many requests from this address). */
      429: {
        headers: {
          /** @description Seconds to wait before trying again (sent with RATE_LIMITED and UNAVAILABLE). */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description The service cannot take this request right now; try again later. Codes: UNAVAILABLE (the database cannot be reached). */
      503: {
        headers: {
          /** @description Seconds to wait before trying again (sent with RATE_LIMITED and UNAVAILABLE). */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
    };
  };
  eraseRegistration: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        accessCode: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              erased: {
                appointments: number;
                cancelledAppointments: number;
                emails: number;
              };
            };
          };
        };
      };
      /** @description The request is malformed or breaks a rule; nothing changed. Codes: VALIDATION_FAILED (a value is invalid; field names it), MISSING_INFORMATION (a required value is missing; field names it). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description Refused: the caller may not make this call. Codes: BOT_CHECK_FAILED (no bot-check proof, or a spent, expired or wrong one). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description Not found. Codes: NOT_FOUND, REGISTRATION_NOT_FOUND. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description Over a limit; nothing changed. Codes: RATE_LIMITED (too many requests from this address). */
      429: {
        headers: {
          /** @description Seconds to wait before trying again (sent with RATE_LIMITED and UNAVAILABLE). */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description The service cannot take this request right now; try again later. Codes: UNAVAILABLE (the database cannot be reached). */
      503: {
        headers: {
          /** @description Seconds to wait before trying again (sent with RATE_LIMITED and UNAVAILABLE). */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
    };
  };
  lookupRegistration: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          confirmationNumber: string;
          lastName: string;
          dateOfBirth: string;
        };
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              accessCode: string;
            };
          };
        };
      };
      /** @description The request is malformed or breaks a rule; nothing changed. Codes: VALIDATION_FAILED (a value is invalid; field names it), MISSING_INFORMATION (a required value is missing; field names it), BAD_REQUEST (the body is not valid JSON, or is empty), BODY_TOO_COMPLEX (the body is nested too deep or has too many values). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description Refused: the caller may not make this call. Codes: BOT_CHECK_FAILED (no bot-check proof, or a spent, expired or wrong one). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description Not found. Codes: BOOKING_NOT_FOUND. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description The request body is too large. Codes: PAYLOAD_TOO_LARGE (the body is too large). */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description The request body is not JSON. Codes: UNSUPPORTED_MEDIA_TYPE (send application/json). */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description Over a limit; nothing changed. Codes: BOOKING_LOOKUP_LOCKED, RATE_LIMITED (too many requests from this address). */
      429: {
        headers: {
          /** @description Seconds to wait before trying again (sent with RATE_LIMITED and UNAVAILABLE). */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description The service cannot take this request right now; try again later. Codes: UNAVAILABLE (the database cannot be reached). */
      503: {
        headers: {
          /** @description Seconds to wait before trying again (sent with RATE_LIMITED and UNAVAILABLE). */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
    };
  };
  checkEligibility: {
    parameters: {
      query: {
        dateOfBirth: string;
        locationId: string;
        pregnant?: 'true' | 'false';
        bookingFlow?: 'adult' | 'minor';
        services: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              warnings: {
                /** @enum {string} */
                code: 'MEDICAL_CONDITION' | 'MATERNAL_RSV' | 'PRESCRIPTION_REQUIRED';
                /** @enum {string} */
                service: 'covid_19' | 'flu' | 'rsv' | 'pneumococcal';
                message: string;
              }[];
            };
          };
        };
      };
      /** @description The request is malformed or breaks a rule; nothing changed. Codes: VALIDATION_FAILED (a value is invalid; field names it), MISSING_INFORMATION (a required value is missing; field names it), AGE_OUTSIDE_RANGE, AGE_INELIGIBLE, RETAILER_AGE_RESTRICTION, PRESCRIPTION_REQUIRED, MEDICAL_CONDITION, MATERNAL_RSV. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description Not found. Codes: LOCATION_NOT_FOUND. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description Over a limit; nothing changed. Codes: RATE_LIMITED (too many requests from this address). */
      429: {
        headers: {
          /** @description Seconds to wait before trying again (sent with RATE_LIMITED and UNAVAILABLE). */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description The service cannot take this request right now; try again later. Codes: UNAVAILABLE (the database cannot be reached). */
      503: {
        headers: {
          /** @description Seconds to wait before trying again (sent with RATE_LIMITED and UNAVAILABLE). */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
    };
  };
  checkEligibilityWithBody: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          dateOfBirth: string;
          locationId: string;
          pregnant?: boolean;
          /** @enum {string} */
          bookingFlow?: 'adult' | 'minor';
          services: {
            /** @enum {string} */
            kind: 'covid_19' | 'flu' | 'rsv' | 'pneumococcal';
            brands?: string[] | null;
            ageMin?: number | null;
            ageMax?: number | null;
          }[];
        };
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              warnings: {
                /** @enum {string} */
                code: 'MEDICAL_CONDITION' | 'MATERNAL_RSV' | 'PRESCRIPTION_REQUIRED';
                /** @enum {string} */
                service: 'covid_19' | 'flu' | 'rsv' | 'pneumococcal';
                message: string;
              }[];
            };
          };
        };
      };
      /** @description The request is malformed or breaks a rule; nothing changed. Codes: VALIDATION_FAILED (a value is invalid; field names it), MISSING_INFORMATION (a required value is missing; field names it), BAD_REQUEST (the body is not valid JSON, or is empty), BODY_TOO_COMPLEX (the body is nested too deep or has too many values), AGE_OUTSIDE_RANGE, AGE_INELIGIBLE, RETAILER_AGE_RESTRICTION, PRESCRIPTION_REQUIRED, MEDICAL_CONDITION, MATERNAL_RSV. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description Not found. Codes: LOCATION_NOT_FOUND. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description The request body is too large. Codes: PAYLOAD_TOO_LARGE (the body is too large). */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description The request body is not JSON. Codes: UNSUPPORTED_MEDIA_TYPE (send application/json). */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description Over a limit; nothing changed. Codes: RATE_LIMITED (too many requests from this address). */
      429: {
        headers: {
          /** @description Seconds to wait before trying again (sent with RATE_LIMITED and UNAVAILABLE). */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description The service cannot take this request right now; try again later. Codes: UNAVAILABLE (the database cannot be reached). */
      503: {
        headers: {
          /** @description Seconds to wait before trying again (sent with RATE_LIMITED and UNAVAILABLE). */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
    };
  };
  createReminders: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          reminders: {
            firstName: string;
            email: string;
            remindAt?: string;
            /** @enum {string} */
            reminderType: 'maternal_rsv';
            /** Format: uri */
            reminderUrl: string;
            timeZone?: string;
            /** @enum {string} */
            locale?: 'en' | 'es';
            metadata: {
              expectedDueDate: string;
              estimatedVaccinationWindowStartDate: string;
              estimatedVaccinationWindowEndDate: string;
            };
          }[];
        };
      };
    };
    responses: {
      /** @description Accepted: the work (an e-mail) happens shortly after. */
      202: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              reminders: {
                id: string;
                firstName: string;
                email: string;
                remindAt: string;
                /** @enum {string} */
                reminderType: 'maternal_rsv';
                reminderUrl: string;
                status: string;
              }[];
            };
          };
        };
      };
      /** @description The request is malformed or breaks a rule; nothing changed. Codes: VALIDATION_FAILED (a value is invalid; field names it), MISSING_INFORMATION (a required value is missing; field names it), BAD_REQUEST (the body is not valid JSON, or is empty), BODY_TOO_COMPLEX (the body is nested too deep or has too many values). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description Refused: the caller may not make this call. Codes: BOT_CHECK_FAILED (no bot-check proof, or a spent, expired or wrong one). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description The request body is too large. Codes: PAYLOAD_TOO_LARGE (the body is too large). */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description The request body is not JSON. Codes: UNSUPPORTED_MEDIA_TYPE (send application/json). */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description Over a limit; nothing changed. Codes: RATE_LIMITED (too many requests from this address). */
      429: {
        headers: {
          /** @description Seconds to wait before trying again (sent with RATE_LIMITED and UNAVAILABLE). */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description The service cannot take this request right now; try again later. Codes: UNAVAILABLE (the database cannot be reached). */
      503: {
        headers: {
          /** @description Seconds to wait before trying again (sent with RATE_LIMITED and UNAVAILABLE). */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
    };
  };
  createExternalSurvey: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          externalId: string;
          /** @enum {string} */
          version: 'pmap_survey_1';
          answers: {
            covid19: boolean | ('unsure' | 'pending');
            rsv: boolean | ('unsure' | 'pending');
            pneumococcal: boolean | ('unsure' | 'pending');
          };
        };
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              externalId: string;
              version: string;
              created: boolean;
            };
          };
        };
      };
      /** @description The request is malformed or breaks a rule; nothing changed. Codes: VALIDATION_FAILED (a value is invalid; field names it), MISSING_INFORMATION (a required value is missing; field names it), BAD_REQUEST (the body is not valid JSON, or is empty), BODY_TOO_COMPLEX (the body is nested too deep or has too many values). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description Refused: the caller may not make this call. Codes: BOT_CHECK_FAILED (no bot-check proof, or a spent, expired or wrong one). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description The request body is too large. Codes: PAYLOAD_TOO_LARGE (the body is too large). */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description The request body is not JSON. Codes: UNSUPPORTED_MEDIA_TYPE (send application/json). */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description Over a limit; nothing changed. Codes: RATE_LIMITED (too many requests from this address). */
      429: {
        headers: {
          /** @description Seconds to wait before trying again (sent with RATE_LIMITED and UNAVAILABLE). */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description The service cannot take this request right now; try again later. Codes: UNAVAILABLE (the database cannot be reached). */
      503: {
        headers: {
          /** @description Seconds to wait before trying again (sent with RATE_LIMITED and UNAVAILABLE). */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
    };
  };
  createSubscription: {
    parameters: {
      query?: {
        campaign_source_code?: string;
        campaign_media_program?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          user: {
            firstName: string;
            lastName: string;
            email: string;
            phoneNumber?: string;
            /** @enum {string} */
            sex: 'male' | 'female';
            dateOfBirth: string;
          };
          /** @enum {boolean} */
          emailConsent: true;
          /** @default false */
          smsConsent?: boolean;
          /** @enum {string} */
          locale?: 'en' | 'es';
        };
      };
    };
    responses: {
      /** @description Accepted: the work (an e-mail) happens shortly after. */
      202: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              email: string;
              smsConsent: boolean;
              /** @enum {string} */
              status: 'awaiting_confirmation';
            };
          };
        };
      };
      /** @description The request is malformed or breaks a rule; nothing changed. Codes: VALIDATION_FAILED (a value is invalid; field names it), MISSING_INFORMATION (a required value is missing; field names it), BAD_REQUEST (the body is not valid JSON, or is empty), BODY_TOO_COMPLEX (the body is nested too deep or has too many values), AGE_INELIGIBLE. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description Refused: the caller may not make this call. Codes: BOT_CHECK_FAILED (no bot-check proof, or a spent, expired or wrong one). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description The request body is too large. Codes: PAYLOAD_TOO_LARGE (the body is too large). */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description The request body is not JSON. Codes: UNSUPPORTED_MEDIA_TYPE (send application/json). */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description Over a limit; nothing changed. Codes: RATE_LIMITED (too many requests from this address). */
      429: {
        headers: {
          /** @description Seconds to wait before trying again (sent with RATE_LIMITED and UNAVAILABLE). */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description The service cannot take this request right now; try again later. Codes: UNAVAILABLE (the database cannot be reached). */
      503: {
        headers: {
          /** @description Seconds to wait before trying again (sent with RATE_LIMITED and UNAVAILABLE). */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
    };
  };
  deleteSubscription: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          email: string;
          /** @enum {string} */
          locale?: 'en' | 'es';
        };
      };
    };
    responses: {
      /** @description Accepted: the work (an e-mail) happens shortly after. */
      202: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              email: string;
              /** @enum {string} */
              status: 'link_sent';
            };
          };
        };
      };
      /** @description The request is malformed or breaks a rule; nothing changed. Codes: VALIDATION_FAILED (a value is invalid; field names it), MISSING_INFORMATION (a required value is missing; field names it), BAD_REQUEST (the body is not valid JSON, or is empty), BODY_TOO_COMPLEX (the body is nested too deep or has too many values). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description Refused: the caller may not make this call. Codes: BOT_CHECK_FAILED (no bot-check proof, or a spent, expired or wrong one). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description The request body is too large. Codes: PAYLOAD_TOO_LARGE (the body is too large). */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description The request body is not JSON. Codes: UNSUPPORTED_MEDIA_TYPE (send application/json). */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description Over a limit; nothing changed. Codes: RATE_LIMITED (too many requests from this address). */
      429: {
        headers: {
          /** @description Seconds to wait before trying again (sent with RATE_LIMITED and UNAVAILABLE). */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description The service cannot take this request right now; try again later. Codes: UNAVAILABLE (the database cannot be reached). */
      503: {
        headers: {
          /** @description Seconds to wait before trying again (sent with RATE_LIMITED and UNAVAILABLE). */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
    };
  };
  confirmEmail: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          token: string;
        };
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              /** @enum {string} */
              purpose: 'reminders' | 'subscription';
            };
          };
        };
      };
      /** @description The request is malformed or breaks a rule; nothing changed. Codes: VALIDATION_FAILED (a value is invalid; field names it), MISSING_INFORMATION (a required value is missing; field names it), BAD_REQUEST (the body is not valid JSON, or is empty), BODY_TOO_COMPLEX (the body is nested too deep or has too many values), LINK_INVALID. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description The request body is too large. Codes: PAYLOAD_TOO_LARGE (the body is too large). */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description The request body is not JSON. Codes: UNSUPPORTED_MEDIA_TYPE (send application/json). */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description Over a limit; nothing changed. Codes: RATE_LIMITED (too many requests from this address). */
      429: {
        headers: {
          /** @description Seconds to wait before trying again (sent with RATE_LIMITED and UNAVAILABLE). */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description The service cannot take this request right now; try again later. Codes: UNAVAILABLE (the database cannot be reached). */
      503: {
        headers: {
          /** @description Seconds to wait before trying again (sent with RATE_LIMITED and UNAVAILABLE). */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
    };
  };
  unsubscribeOneClick: {
    parameters: {
      query: {
        token: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              /** @enum {boolean} */
              unsubscribed: true;
            };
          };
        };
      };
      /** @description The request is malformed or breaks a rule; nothing changed. Codes: VALIDATION_FAILED (a value is invalid; field names it), MISSING_INFORMATION (a required value is missing; field names it), LINK_INVALID. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description Over a limit; nothing changed. Codes: RATE_LIMITED (too many requests from this address). */
      429: {
        headers: {
          /** @description Seconds to wait before trying again (sent with RATE_LIMITED and UNAVAILABLE). */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description The service cannot take this request right now; try again later. Codes: UNAVAILABLE (the database cannot be reached). */
      503: {
        headers: {
          /** @description Seconds to wait before trying again (sent with RATE_LIMITED and UNAVAILABLE). */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
    };
  };
  createProviderRegistration: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json':
          | {
              /** @enum {string} */
              requestType: 'new';
              business: {
                name: string;
                address1: string;
                address2?: string;
                city: string;
                /** @enum {string} */
                state:
                  | 'AL'
                  | 'AK'
                  | 'AZ'
                  | 'AR'
                  | 'CA'
                  | 'CO'
                  | 'CT'
                  | 'DE'
                  | 'DC'
                  | 'FL'
                  | 'GA'
                  | 'HI'
                  | 'ID'
                  | 'IL'
                  | 'IN'
                  | 'IA'
                  | 'KS'
                  | 'KY'
                  | 'LA'
                  | 'ME'
                  | 'MD'
                  | 'MA'
                  | 'MI'
                  | 'MN'
                  | 'MS'
                  | 'MO'
                  | 'MT'
                  | 'NE'
                  | 'NV'
                  | 'NH'
                  | 'NJ'
                  | 'NM'
                  | 'NY'
                  | 'NC'
                  | 'ND'
                  | 'OH'
                  | 'OK'
                  | 'OR'
                  | 'PA'
                  | 'RI'
                  | 'SC'
                  | 'SD'
                  | 'TN'
                  | 'TX'
                  | 'UT'
                  | 'VT'
                  | 'VA'
                  | 'WA'
                  | 'WV'
                  | 'WI'
                  | 'WY'
                  | 'AS'
                  | 'GU'
                  | 'MP'
                  | 'PR'
                  | 'VI';
                zip: string;
                /** @enum {string} */
                identifierType: 'npi' | 'ncpdp';
                identifier: string;
                schedulingPhone: string;
                schedulingWebsite?: string;
              };
              contact: {
                /** @enum {string} */
                contactType: 'pharmacist' | 'store_manager' | 'owner' | 'corporate_office' | 'other';
                firstName: string;
                lastName: string;
                email: string;
              };
              vaccines: ('covid_19' | 'flu' | 'rsv' | 'pneumococcal')[];
              /** @enum {number} */
              slotIntervalMinutes: 5 | 10 | 15 | 20 | 30;
              sameDayAppointments: boolean;
              quickBookingOptIn: boolean;
              hours: {
                days: ('sun' | 'mon' | 'tue' | 'wed' | 'thu' | 'fri' | 'sat')[];
                open24Hours: boolean;
                start?: string;
                end?: string;
                lunchStart?: string;
                lunchEnd?: string;
              }[];
            }
          | {
              /** @enum {string} */
              requestType: 'edit';
              listing: {
                /** @enum {string} */
                identifierType: 'npi' | 'ncpdp' | 'locationId';
                identifier: string;
              };
              contact: {
                /** @enum {string} */
                contactType: 'pharmacist' | 'store_manager' | 'owner' | 'corporate_office' | 'other';
                firstName: string;
                lastName: string;
                email: string;
              };
              reason: string;
            }
          | {
              /** @enum {string} */
              requestType: 'remove';
              listing: {
                /** @enum {string} */
                identifierType: 'npi' | 'ncpdp' | 'locationId';
                identifier: string;
              };
              contact: {
                /** @enum {string} */
                contactType: 'pharmacist' | 'store_manager' | 'owner' | 'corporate_office' | 'other';
                firstName: string;
                lastName: string;
                email: string;
              };
              reason: string;
            };
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              referenceNumber: string;
              /** @enum {string} */
              requestType: 'new' | 'edit' | 'remove';
              receivedAt: string;
            };
          };
        };
      };
      /** @description Created. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              referenceNumber: string;
              /** @enum {string} */
              requestType: 'new' | 'edit' | 'remove';
              receivedAt: string;
            };
          };
        };
      };
      /** @description The request is malformed or breaks a rule; nothing changed. Codes: VALIDATION_FAILED (a value is invalid; field names it), MISSING_INFORMATION (a required value is missing; field names it), BAD_REQUEST (the body is not valid JSON, or is empty), BODY_TOO_COMPLEX (the body is nested too deep or has too many values). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description Refused: the caller may not make this call. Codes: BOT_CHECK_FAILED (no bot-check proof, or a spent, expired or wrong one). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description The request body is too large. Codes: PAYLOAD_TOO_LARGE (the body is too large). */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description The request body is not JSON. Codes: UNSUPPORTED_MEDIA_TYPE (send application/json). */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description Over a limit; nothing changed. Codes: RATE_LIMITED (too many requests from this address). */
      429: {
        headers: {
          /** @description Seconds to wait before trying again (sent with RATE_LIMITED and UNAVAILABLE). */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description The service cannot take this request right now; try again later. Codes: TRY_AGAIN, UNAVAILABLE (the database cannot be reached). */
      503: {
        headers: {
          /** @description Seconds to wait before trying again (sent with RATE_LIMITED and UNAVAILABLE). */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
    };
  };
  getBulkPublishManifest: {
    parameters: {
      query?: {
        /** @description ISO 8601 time with an offset: list only what changed after it */
        _since?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The manifest: one Location file, one Schedule file and one Slot file per state. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** Format: date-time */
            transactionTime: string;
            /** Format: uri */
            request: string;
            output: {
              /** @enum {string} */
              type: 'Location' | 'Schedule' | 'Slot';
              /** Format: uri */
              url: string;
              extension?: {
                [key: string]: unknown;
              };
            }[];
            error: unknown[];
          };
        };
      };
      /** @description The request is malformed or breaks a rule; nothing changed. Codes: VALIDATION_FAILED (a value is invalid; field names it), MISSING_INFORMATION (a required value is missing; field names it). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description Over a limit; nothing changed. Codes: RATE_LIMITED (too many requests from this address). */
      429: {
        headers: {
          /** @description Seconds to wait before trying again (sent with RATE_LIMITED and UNAVAILABLE). */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description The service cannot take this request right now; try again later. Codes: UNAVAILABLE (the database cannot be reached). */
      503: {
        headers: {
          /** @description Seconds to wait before trying again (sent with RATE_LIMITED and UNAVAILABLE). */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
    };
  };
  getFhirLocationFile: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Every Location resource, one per line. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/fhir+ndjson': string;
        };
      };
      /** @description The request is malformed or breaks a rule; nothing changed. Codes: VALIDATION_FAILED (a value is invalid; field names it). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description Over a limit; nothing changed. Codes: RATE_LIMITED (too many requests from this address). */
      429: {
        headers: {
          /** @description Seconds to wait before trying again (sent with RATE_LIMITED and UNAVAILABLE). */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description The service cannot take this request right now; try again later. Codes: UNAVAILABLE (the database cannot be reached). */
      503: {
        headers: {
          /** @description Seconds to wait before trying again (sent with RATE_LIMITED and UNAVAILABLE). */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
    };
  };
  getFhirLocation: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The Location's id in the Location file, or our location id */
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One FHIR Location resource. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/fhir+json': {
            /** @constant */
            resourceType: 'Location';
            id: string;
          };
        };
      };
      /** @description The request is malformed or breaks a rule; nothing changed. Codes: VALIDATION_FAILED (a value is invalid; field names it), MISSING_INFORMATION (a required value is missing; field names it). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description Not found. Codes: NOT_FOUND. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description Over a limit; nothing changed. Codes: RATE_LIMITED (too many requests from this address). */
      429: {
        headers: {
          /** @description Seconds to wait before trying again (sent with RATE_LIMITED and UNAVAILABLE). */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description The service cannot take this request right now; try again later. Codes: UNAVAILABLE (the database cannot be reached). */
      503: {
        headers: {
          /** @description Seconds to wait before trying again (sent with RATE_LIMITED and UNAVAILABLE). */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
    };
  };
  getFhirScheduleFile: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Every Schedule resource, one per line. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/fhir+ndjson': string;
        };
      };
      /** @description The request is malformed or breaks a rule; nothing changed. Codes: VALIDATION_FAILED (a value is invalid; field names it). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description Over a limit; nothing changed. Codes: RATE_LIMITED (too many requests from this address). */
      429: {
        headers: {
          /** @description Seconds to wait before trying again (sent with RATE_LIMITED and UNAVAILABLE). */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description The service cannot take this request right now; try again later. Codes: UNAVAILABLE (the database cannot be reached). */
      503: {
        headers: {
          /** @description Seconds to wait before trying again (sent with RATE_LIMITED and UNAVAILABLE). */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
    };
  };
  getFhirSlotFile: {
    parameters: {
      query?: {
        /** @description ISO 8601 time with an offset: list only what changed after it */
        _since?: string;
      };
      header?: never;
      path: {
        /** @description Slot-<state>.ndjson, as the manifest lists it */
        slotFile: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The state's Slot resources, one per line. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/fhir+ndjson': string;
        };
      };
      /** @description The request is malformed or breaks a rule; nothing changed. Codes: VALIDATION_FAILED (a value is invalid; field names it), MISSING_INFORMATION (a required value is missing; field names it). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description Not found. Codes: NOT_FOUND. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description Over a limit; nothing changed. Codes: RATE_LIMITED (too many requests from this address). */
      429: {
        headers: {
          /** @description Seconds to wait before trying again (sent with RATE_LIMITED and UNAVAILABLE). */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description The service cannot take this request right now; try again later. Codes: UNAVAILABLE (the database cannot be reached). */
      503: {
        headers: {
          /** @description Seconds to wait before trying again (sent with RATE_LIMITED and UNAVAILABLE). */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
    };
  };
  stopEmail: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          token: string;
        };
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              /** @enum {string} */
              status: 'stopped' | 'resumed';
            };
          };
        };
      };
      /** @description The request is malformed or breaks a rule; nothing changed. Codes: VALIDATION_FAILED (a value is invalid; field names it), MISSING_INFORMATION (a required value is missing; field names it), BAD_REQUEST (the body is not valid JSON, or is empty), BODY_TOO_COMPLEX (the body is nested too deep or has too many values), LINK_INVALID. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description The request body is too large. Codes: PAYLOAD_TOO_LARGE (the body is too large). */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description The request body is not JSON. Codes: UNSUPPORTED_MEDIA_TYPE (send application/json). */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description Over a limit; nothing changed. Codes: RATE_LIMITED (too many requests from this address). */
      429: {
        headers: {
          /** @description Seconds to wait before trying again (sent with RATE_LIMITED and UNAVAILABLE). */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description The service cannot take this request right now; try again later. Codes: UNAVAILABLE (the database cannot be reached). */
      503: {
        headers: {
          /** @description Seconds to wait before trying again (sent with RATE_LIMITED and UNAVAILABLE). */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
    };
  };
  undoEmailStop: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          token: string;
        };
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              /** @enum {string} */
              status: 'stopped' | 'resumed';
            };
          };
        };
      };
      /** @description The request is malformed or breaks a rule; nothing changed. Codes: VALIDATION_FAILED (a value is invalid; field names it), MISSING_INFORMATION (a required value is missing; field names it), BAD_REQUEST (the body is not valid JSON, or is empty), BODY_TOO_COMPLEX (the body is nested too deep or has too many values), LINK_INVALID. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description The request body is too large. Codes: PAYLOAD_TOO_LARGE (the body is too large). */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description The request body is not JSON. Codes: UNSUPPORTED_MEDIA_TYPE (send application/json). */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description Over a limit; nothing changed. Codes: RATE_LIMITED (too many requests from this address). */
      429: {
        headers: {
          /** @description Seconds to wait before trying again (sent with RATE_LIMITED and UNAVAILABLE). */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description The service cannot take this request right now; try again later. Codes: UNAVAILABLE (the database cannot be reached). */
      503: {
        headers: {
          /** @description Seconds to wait before trying again (sent with RATE_LIMITED and UNAVAILABLE). */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
    };
  };
  getApiV1StaffClosures: {
    parameters: {
      query: {
        locationId: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: string;
              locationId: string;
              timeZone: string;
              startsAt: string;
              endsAt: string;
              reason: string;
              createdAt: string;
              reopenedAt: string | null;
              bookings: number;
              offered: number;
              notRebooked: number;
              /** @enum {string} */
              cause?: 'schedule_change';
            }[];
          };
        };
      };
      /** @description The request is malformed or breaks a rule; nothing changed. Codes: VALIDATION_FAILED (a value is invalid; field names it), MISSING_INFORMATION (a required value is missing; field names it). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description Sign in first. Codes: STAFF_SIGN_IN_REQUIRED. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description Refused: the caller may not make this call. Codes: STAFF_FORBIDDEN. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description Over a limit; nothing changed. Codes: RATE_LIMITED (too many requests from this address). */
      429: {
        headers: {
          /** @description Seconds to wait before trying again (sent with RATE_LIMITED and UNAVAILABLE). */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description The service cannot take this request right now; try again later. Codes: UNAVAILABLE (the database cannot be reached). */
      503: {
        headers: {
          /** @description Seconds to wait before trying again (sent with RATE_LIMITED and UNAVAILABLE). */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
    };
  };
  postApiV1StaffClosures: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          locationId: string;
          startsAt: string;
          endsAt: string;
          reason: string;
        };
      };
    };
    responses: {
      /** @description Created. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: string;
              locationId: string;
              timeZone: string;
              startsAt: string;
              endsAt: string;
              reason: string;
              createdAt: string;
              reopenedAt: string | null;
              bookings: number;
              offered: number;
              notRebooked: number;
              /** @enum {string} */
              cause?: 'schedule_change';
            };
          };
        };
      };
      /** @description The request is malformed or breaks a rule; nothing changed. Codes: VALIDATION_FAILED (a value is invalid; field names it), MISSING_INFORMATION (a required value is missing; field names it), BAD_REQUEST (the body is not valid JSON, or is empty), BODY_TOO_COMPLEX (the body is nested too deep or has too many values). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description Sign in first. Codes: STAFF_SIGN_IN_REQUIRED. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description Refused: the caller may not make this call. Codes: STAFF_FORBIDDEN, STAFF_CROSS_SITE_REQUEST. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description The request body is too large. Codes: PAYLOAD_TOO_LARGE (the body is too large). */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description The request body is not JSON. Codes: UNSUPPORTED_MEDIA_TYPE (send application/json). */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description Over a limit; nothing changed. Codes: RATE_LIMITED (too many requests from this address). */
      429: {
        headers: {
          /** @description Seconds to wait before trying again (sent with RATE_LIMITED and UNAVAILABLE). */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description The service cannot take this request right now; try again later. Codes: UNAVAILABLE (the database cannot be reached). */
      503: {
        headers: {
          /** @description Seconds to wait before trying again (sent with RATE_LIMITED and UNAVAILABLE). */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
    };
  };
  getApiV1StaffClosuresIdPeople: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              appointmentId: string;
              firstName: string;
              lastName: string;
              closedTime: string;
              notice: string;
              /** @enum {string} */
              state: 'still_booked_in_closure' | 'moved' | 'cancelled';
              time: string;
            }[];
          };
        };
      };
      /** @description The request is malformed or breaks a rule; nothing changed. Codes: VALIDATION_FAILED (a value is invalid; field names it), MISSING_INFORMATION (a required value is missing; field names it). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description Sign in first. Codes: STAFF_SIGN_IN_REQUIRED. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description Refused: the caller may not make this call. Codes: STAFF_FORBIDDEN. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description Over a limit; nothing changed. Codes: RATE_LIMITED (too many requests from this address). */
      429: {
        headers: {
          /** @description Seconds to wait before trying again (sent with RATE_LIMITED and UNAVAILABLE). */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description The service cannot take this request right now; try again later. Codes: UNAVAILABLE (the database cannot be reached). */
      503: {
        headers: {
          /** @description Seconds to wait before trying again (sent with RATE_LIMITED and UNAVAILABLE). */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
    };
  };
  postApiV1StaffClosuresIdReopen: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: string;
              locationId: string;
              timeZone: string;
              startsAt: string;
              endsAt: string;
              reason: string;
              createdAt: string;
              reopenedAt: string | null;
              bookings: number;
              offered: number;
              notRebooked: number;
              /** @enum {string} */
              cause?: 'schedule_change';
            };
          };
        };
      };
      /** @description The request is malformed or breaks a rule; nothing changed. Codes: VALIDATION_FAILED (a value is invalid; field names it), MISSING_INFORMATION (a required value is missing; field names it). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description Sign in first. Codes: STAFF_SIGN_IN_REQUIRED. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description Refused: the caller may not make this call. Codes: STAFF_FORBIDDEN, STAFF_CROSS_SITE_REQUEST. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description Over a limit; nothing changed. Codes: RATE_LIMITED (too many requests from this address). */
      429: {
        headers: {
          /** @description Seconds to wait before trying again (sent with RATE_LIMITED and UNAVAILABLE). */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description The service cannot take this request right now; try again later. Codes: UNAVAILABLE (the database cannot be reached). */
      503: {
        headers: {
          /** @description Seconds to wait before trying again (sent with RATE_LIMITED and UNAVAILABLE). */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
    };
  };
  postApiV1StaffCapacityChanges: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          locationId: string;
          /** Format: date */
          from: string;
          capacity: number;
        };
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              locationId: string;
              from: string;
              capacity: number;
              overbooked: {
                startsAt: string;
                booked: number;
              }[];
            };
          };
        };
      };
      /** @description The request is malformed or breaks a rule; nothing changed. Codes: VALIDATION_FAILED (a value is invalid; field names it), MISSING_INFORMATION (a required value is missing; field names it), BAD_REQUEST (the body is not valid JSON, or is empty), BODY_TOO_COMPLEX (the body is nested too deep or has too many values). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description Sign in first. Codes: STAFF_SIGN_IN_REQUIRED. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description Refused: the caller may not make this call. Codes: STAFF_FORBIDDEN, STAFF_CROSS_SITE_REQUEST. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description The request body is too large. Codes: PAYLOAD_TOO_LARGE (the body is too large). */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description The request body is not JSON. Codes: UNSUPPORTED_MEDIA_TYPE (send application/json). */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description Over a limit; nothing changed. Codes: RATE_LIMITED (too many requests from this address). */
      429: {
        headers: {
          /** @description Seconds to wait before trying again (sent with RATE_LIMITED and UNAVAILABLE). */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description The service cannot take this request right now; try again later. Codes: UNAVAILABLE (the database cannot be reached). */
      503: {
        headers: {
          /** @description Seconds to wait before trying again (sent with RATE_LIMITED and UNAVAILABLE). */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
    };
  };
  postApiV1StaffHoursChanges: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          locationId: string;
          /** Format: date */
          from: string;
          slotMinutes: 5 | 10 | 15 | 20 | 30;
          schedules: {
            days: ('sun' | 'mon' | 'tue' | 'wed' | 'thu' | 'fri' | 'sat')[];
            open24Hours: boolean;
            start?: string;
            end?: string;
            lunchStart?: string;
            lunchEnd?: string;
          }[];
          reason: string;
        };
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              locationId: string;
              from: string;
              slotMinutes: number;
              hours: {
                weekday: number;
                opens: string;
                closes: string;
                breakStart?: string | null;
                breakEnd?: string | null;
              }[];
              displaced: number;
              offered: number;
              closureId: string | null;
            };
          };
        };
      };
      /** @description The request is malformed or breaks a rule; nothing changed. Codes: VALIDATION_FAILED (a value is invalid; field names it), MISSING_INFORMATION (a required value is missing; field names it), BAD_REQUEST (the body is not valid JSON, or is empty), BODY_TOO_COMPLEX (the body is nested too deep or has too many values). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description Sign in first. Codes: STAFF_SIGN_IN_REQUIRED. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description Refused: the caller may not make this call. Codes: STAFF_FORBIDDEN, STAFF_CROSS_SITE_REQUEST. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description The request body is too large. Codes: PAYLOAD_TOO_LARGE (the body is too large). */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description The request body is not JSON. Codes: UNSUPPORTED_MEDIA_TYPE (send application/json). */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description Over a limit; nothing changed. Codes: RATE_LIMITED (too many requests from this address). */
      429: {
        headers: {
          /** @description Seconds to wait before trying again (sent with RATE_LIMITED and UNAVAILABLE). */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description The service cannot take this request right now; try again later. Codes: UNAVAILABLE (the database cannot be reached). */
      503: {
        headers: {
          /** @description Seconds to wait before trying again (sent with RATE_LIMITED and UNAVAILABLE). */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
    };
  };
  getApiV1StaffWaitlistSummary: {
    parameters: {
      query?: {
        days?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              waiting: {
                area: string;
                kind: string;
                people: number;
              }[];
              offers: {
                [key: string]: number;
              };
              medianRefillSeconds: number | null;
            };
          };
        };
      };
      /** @description The request is malformed or breaks a rule; nothing changed. Codes: VALIDATION_FAILED (a value is invalid; field names it), MISSING_INFORMATION (a required value is missing; field names it). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description Sign in first. Codes: STAFF_SIGN_IN_REQUIRED. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description Refused: the caller may not make this call. Codes: STAFF_FORBIDDEN. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description Over a limit; nothing changed. Codes: RATE_LIMITED (too many requests from this address). */
      429: {
        headers: {
          /** @description Seconds to wait before trying again (sent with RATE_LIMITED and UNAVAILABLE). */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description The service cannot take this request right now; try again later. Codes: UNAVAILABLE (the database cannot be reached). */
      503: {
        headers: {
          /** @description Seconds to wait before trying again (sent with RATE_LIMITED and UNAVAILABLE). */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
    };
  };
  getApiV1StaffListingRequests: {
    parameters: {
      query?: {
        status?: 'received' | 'approved' | 'declined';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: string;
              referenceNumber: string;
              /** @enum {string} */
              requestType: 'new' | 'edit' | 'remove';
              /** @enum {string} */
              status: 'received' | 'approved' | 'declined';
              receivedAt: string;
              businessName: string | null;
              identifierType: string;
              identifier: string;
              contactEmail: string;
              request: {
                [key: string]: unknown;
              };
              current: {
                id: string;
                name: string;
                retailer: string;
                address: string;
                phone: string | null;
                website: string | null;
                slotMinutes: number;
                capacity: number;
                hours: {
                  weekday: number;
                  opens: string;
                  closes: string;
                  breakStart: string | null;
                  breakEnd: string | null;
                }[];
                vaccines: string[];
                scheduleVersions?: {
                  from: string;
                  slotMinutes: number;
                  hours: {
                    weekday: number;
                    opens: string;
                    closes: string;
                    breakStart: string | null;
                    breakEnd: string | null;
                  }[];
                }[];
                futureBookings: number;
              } | null;
              decision: {
                /** @enum {string} */
                decision: 'approved' | 'declined';
                message: string | null;
                decidedAt: string;
              } | null;
              locationId: string | null;
            }[];
          };
        };
      };
      /** @description The request is malformed or breaks a rule; nothing changed. Codes: VALIDATION_FAILED (a value is invalid; field names it), MISSING_INFORMATION (a required value is missing; field names it). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description Sign in first. Codes: STAFF_SIGN_IN_REQUIRED. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description Refused: the caller may not make this call. Codes: STAFF_FORBIDDEN. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description Over a limit; nothing changed. Codes: RATE_LIMITED (too many requests from this address). */
      429: {
        headers: {
          /** @description Seconds to wait before trying again (sent with RATE_LIMITED and UNAVAILABLE). */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description The service cannot take this request right now; try again later. Codes: UNAVAILABLE (the database cannot be reached). */
      503: {
        headers: {
          /** @description Seconds to wait before trying again (sent with RATE_LIMITED and UNAVAILABLE). */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
    };
  };
  postApiV1StaffListingRequestsIdApprove: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          message?: string;
          retailer?: string;
          capacity?: number;
          changes?: {
            name?: string;
            phone?: string;
            /** Format: uri */
            website?: string;
            /** @enum {number} */
            slotMinutes?: 5 | 10 | 15 | 20 | 30;
            hours?: {
              /** Format: date */
              from: string;
              slotMinutes: 5 | 10 | 15 | 20 | 30;
              schedules: {
                days: ('sun' | 'mon' | 'tue' | 'wed' | 'thu' | 'fri' | 'sat')[];
                open24Hours: boolean;
                start?: string;
                end?: string;
                lunchStart?: string;
                lunchEnd?: string;
              }[];
            };
            vaccines?: ('covid_19' | 'flu' | 'rsv' | 'pneumococcal')[];
          };
        };
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: string;
              referenceNumber: string;
              /** @enum {string} */
              requestType: 'new' | 'edit' | 'remove';
              /** @enum {string} */
              status: 'received' | 'approved' | 'declined';
              receivedAt: string;
              businessName: string | null;
              identifierType: string;
              identifier: string;
              contactEmail: string;
              request: {
                [key: string]: unknown;
              };
              current: {
                id: string;
                name: string;
                retailer: string;
                address: string;
                phone: string | null;
                website: string | null;
                slotMinutes: number;
                capacity: number;
                hours: {
                  weekday: number;
                  opens: string;
                  closes: string;
                  breakStart: string | null;
                  breakEnd: string | null;
                }[];
                vaccines: string[];
                scheduleVersions?: {
                  from: string;
                  slotMinutes: number;
                  hours: {
                    weekday: number;
                    opens: string;
                    closes: string;
                    breakStart: string | null;
                    breakEnd: string | null;
                  }[];
                }[];
                futureBookings: number;
              } | null;
              decision: {
                /** @enum {string} */
                decision: 'approved' | 'declined';
                message: string | null;
                decidedAt: string;
              } | null;
              locationId: string | null;
            };
          };
        };
      };
      /** @description The request is malformed or breaks a rule; nothing changed. Codes: VALIDATION_FAILED (a value is invalid; field names it), MISSING_INFORMATION (a required value is missing; field names it), BAD_REQUEST (the body is not valid JSON, or is empty), BODY_TOO_COMPLEX (the body is nested too deep or has too many values). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description Sign in first. Codes: STAFF_SIGN_IN_REQUIRED. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description Refused: the caller may not make this call. Codes: STAFF_FORBIDDEN, STAFF_CROSS_SITE_REQUEST. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description The request body is too large. Codes: PAYLOAD_TOO_LARGE (the body is too large). */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description The request body is not JSON. Codes: UNSUPPORTED_MEDIA_TYPE (send application/json). */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description Over a limit; nothing changed. Codes: RATE_LIMITED (too many requests from this address). */
      429: {
        headers: {
          /** @description Seconds to wait before trying again (sent with RATE_LIMITED and UNAVAILABLE). */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description The service cannot take this request right now; try again later. Codes: UNAVAILABLE (the database cannot be reached). */
      503: {
        headers: {
          /** @description Seconds to wait before trying again (sent with RATE_LIMITED and UNAVAILABLE). */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
    };
  };
  postApiV1StaffListingRequestsIdDecline: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          message: string;
        };
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: string;
              referenceNumber: string;
              /** @enum {string} */
              requestType: 'new' | 'edit' | 'remove';
              /** @enum {string} */
              status: 'received' | 'approved' | 'declined';
              receivedAt: string;
              businessName: string | null;
              identifierType: string;
              identifier: string;
              contactEmail: string;
              request: {
                [key: string]: unknown;
              };
              current: {
                id: string;
                name: string;
                retailer: string;
                address: string;
                phone: string | null;
                website: string | null;
                slotMinutes: number;
                capacity: number;
                hours: {
                  weekday: number;
                  opens: string;
                  closes: string;
                  breakStart: string | null;
                  breakEnd: string | null;
                }[];
                vaccines: string[];
                scheduleVersions?: {
                  from: string;
                  slotMinutes: number;
                  hours: {
                    weekday: number;
                    opens: string;
                    closes: string;
                    breakStart: string | null;
                    breakEnd: string | null;
                  }[];
                }[];
                futureBookings: number;
              } | null;
              decision: {
                /** @enum {string} */
                decision: 'approved' | 'declined';
                message: string | null;
                decidedAt: string;
              } | null;
              locationId: string | null;
            };
          };
        };
      };
      /** @description The request is malformed or breaks a rule; nothing changed. Codes: VALIDATION_FAILED (a value is invalid; field names it), MISSING_INFORMATION (a required value is missing; field names it), BAD_REQUEST (the body is not valid JSON, or is empty), BODY_TOO_COMPLEX (the body is nested too deep or has too many values). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description Sign in first. Codes: STAFF_SIGN_IN_REQUIRED. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description Refused: the caller may not make this call. Codes: STAFF_FORBIDDEN, STAFF_CROSS_SITE_REQUEST. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description The request body is too large. Codes: PAYLOAD_TOO_LARGE (the body is too large). */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description The request body is not JSON. Codes: UNSUPPORTED_MEDIA_TYPE (send application/json). */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description Over a limit; nothing changed. Codes: RATE_LIMITED (too many requests from this address). */
      429: {
        headers: {
          /** @description Seconds to wait before trying again (sent with RATE_LIMITED and UNAVAILABLE). */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description The service cannot take this request right now; try again later. Codes: UNAVAILABLE (the database cannot be reached). */
      503: {
        headers: {
          /** @description Seconds to wait before trying again (sent with RATE_LIMITED and UNAVAILABLE). */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
    };
  };
  getStaffSignInOptions: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              challengeId: string;
              options: {
                [key: string]: unknown;
              };
            };
          };
        };
      };
      /** @description The request is malformed or breaks a rule; nothing changed. Codes: VALIDATION_FAILED (a value is invalid; field names it). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description Refused: the caller may not make this call. Codes: STAFF_CROSS_SITE_REQUEST. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description Over a limit; nothing changed. Codes: RATE_LIMITED (too many requests from this address). */
      429: {
        headers: {
          /** @description Seconds to wait before trying again (sent with RATE_LIMITED and UNAVAILABLE). */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description The service cannot take this request right now; try again later. Codes: UNAVAILABLE (the database cannot be reached). */
      503: {
        headers: {
          /** @description Seconds to wait before trying again (sent with RATE_LIMITED and UNAVAILABLE). */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
    };
  };
  signInStaff: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          challengeId: string;
          response: {
            id: string;
            rawId: string;
            /** @enum {string} */
            type: 'public-key';
            response: {
              clientDataJSON: string;
            } & {
              [key: string]: unknown;
            };
          } & {
            [key: string]: unknown;
          };
        };
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: string;
              email: string;
              name: string;
              /** @enum {string} */
              role: 'operator' | 'retailer_admin' | 'location_staff';
              retailer: string | null;
              locations: {
                id: string;
                name: string;
                retailer: string;
                city: string;
                state: string;
              }[];
              sessionExpiresAt: string;
            };
          };
        };
      };
      /** @description The request is malformed or breaks a rule; nothing changed. Codes: VALIDATION_FAILED (a value is invalid; field names it), MISSING_INFORMATION (a required value is missing; field names it), BAD_REQUEST (the body is not valid JSON, or is empty), BODY_TOO_COMPLEX (the body is nested too deep or has too many values), STAFF_CHALLENGE_INVALID. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description Sign in first. Codes: STAFF_PASSKEY_REJECTED. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description Refused: the caller may not make this call. Codes: STAFF_CROSS_SITE_REQUEST. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description The request body is too large. Codes: PAYLOAD_TOO_LARGE (the body is too large). */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description The request body is not JSON. Codes: UNSUPPORTED_MEDIA_TYPE (send application/json). */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description Over a limit; nothing changed. Codes: RATE_LIMITED (too many requests from this address). */
      429: {
        headers: {
          /** @description Seconds to wait before trying again (sent with RATE_LIMITED and UNAVAILABLE). */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description The service cannot take this request right now; try again later. Codes: UNAVAILABLE (the database cannot be reached). */
      503: {
        headers: {
          /** @description Seconds to wait before trying again (sent with RATE_LIMITED and UNAVAILABLE). */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
    };
  };
  signOutStaff: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done; no body. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The request is malformed or breaks a rule; nothing changed. Codes: VALIDATION_FAILED (a value is invalid; field names it). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description Sign in first. Codes: STAFF_SIGN_IN_REQUIRED. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description Refused: the caller may not make this call. Codes: STAFF_FORBIDDEN, STAFF_CROSS_SITE_REQUEST. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description Over a limit; nothing changed. Codes: RATE_LIMITED (too many requests from this address). */
      429: {
        headers: {
          /** @description Seconds to wait before trying again (sent with RATE_LIMITED and UNAVAILABLE). */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description The service cannot take this request right now; try again later. Codes: UNAVAILABLE (the database cannot be reached). */
      503: {
        headers: {
          /** @description Seconds to wait before trying again (sent with RATE_LIMITED and UNAVAILABLE). */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
    };
  };
  getStaffMe: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: string;
              email: string;
              name: string;
              /** @enum {string} */
              role: 'operator' | 'retailer_admin' | 'location_staff';
              retailer: string | null;
              locations: {
                id: string;
                name: string;
                retailer: string;
                city: string;
                state: string;
              }[];
              sessionExpiresAt: string;
            };
          };
        };
      };
      /** @description The request is malformed or breaks a rule; nothing changed. Codes: VALIDATION_FAILED (a value is invalid; field names it). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description Sign in first. Codes: STAFF_SIGN_IN_REQUIRED. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description Refused: the caller may not make this call. Codes: STAFF_FORBIDDEN. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description Over a limit; nothing changed. Codes: RATE_LIMITED (too many requests from this address). */
      429: {
        headers: {
          /** @description Seconds to wait before trying again (sent with RATE_LIMITED and UNAVAILABLE). */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description The service cannot take this request right now; try again later. Codes: UNAVAILABLE (the database cannot be reached). */
      503: {
        headers: {
          /** @description Seconds to wait before trying again (sent with RATE_LIMITED and UNAVAILABLE). */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
    };
  };
  listStaffInvitations: {
    parameters: {
      query?: {
        retailer?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: string;
              email: string;
              name: string;
              /** @enum {string} */
              role: 'operator' | 'retailer_admin' | 'location_staff';
              retailer: string | null;
              locationIds: string[];
              createdAt: string;
              expiresAt: string;
              /** @enum {string} */
              status: 'pending' | 'accepted' | 'revoked' | 'expired';
            }[];
          };
        };
      };
      /** @description The request is malformed or breaks a rule; nothing changed. Codes: VALIDATION_FAILED (a value is invalid; field names it), MISSING_INFORMATION (a required value is missing; field names it). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description Sign in first. Codes: STAFF_SIGN_IN_REQUIRED. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description Refused: the caller may not make this call. Codes: STAFF_FORBIDDEN. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description Over a limit; nothing changed. Codes: RATE_LIMITED (too many requests from this address). */
      429: {
        headers: {
          /** @description Seconds to wait before trying again (sent with RATE_LIMITED and UNAVAILABLE). */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description The service cannot take this request right now; try again later. Codes: UNAVAILABLE (the database cannot be reached). */
      503: {
        headers: {
          /** @description Seconds to wait before trying again (sent with RATE_LIMITED and UNAVAILABLE). */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
    };
  };
  createStaffInvitation: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          email: string;
          name: string;
          /** @enum {string} */
          role: 'operator' | 'retailer_admin' | 'location_staff';
          retailer?: string | null;
          locationIds?: string[];
          /** @enum {string} */
          locale: 'en' | 'es';
        };
      };
    };
    responses: {
      /** @description Created. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: string;
              email: string;
              name: string;
              /** @enum {string} */
              role: 'operator' | 'retailer_admin' | 'location_staff';
              retailer: string | null;
              locationIds: string[];
              createdAt: string;
              expiresAt: string;
              /** @enum {string} */
              status: 'pending' | 'accepted' | 'revoked' | 'expired';
            };
          };
        };
      };
      /** @description The request is malformed or breaks a rule; nothing changed. Codes: VALIDATION_FAILED (a value is invalid; field names it), MISSING_INFORMATION (a required value is missing; field names it), BAD_REQUEST (the body is not valid JSON, or is empty), BODY_TOO_COMPLEX (the body is nested too deep or has too many values), STAFF_RETAILER_REQUIRED, STAFF_LOCATIONS_REQUIRED, STAFF_RETAILER_UNKNOWN. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description Sign in first. Codes: STAFF_SIGN_IN_REQUIRED. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description Refused: the caller may not make this call. Codes: STAFF_FORBIDDEN, STAFF_CROSS_SITE_REQUEST. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description Conflicts with the current state; nothing changed. Codes: STAFF_INVITATION_NOT_ALLOWED. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description The request body is too large. Codes: PAYLOAD_TOO_LARGE (the body is too large). */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description The request body is not JSON. Codes: UNSUPPORTED_MEDIA_TYPE (send application/json). */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description Over a limit; nothing changed. Codes: RATE_LIMITED (too many requests from this address). */
      429: {
        headers: {
          /** @description Seconds to wait before trying again (sent with RATE_LIMITED and UNAVAILABLE). */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description The service cannot take this request right now; try again later. Codes: UNAVAILABLE (the database cannot be reached). */
      503: {
        headers: {
          /** @description Seconds to wait before trying again (sent with RATE_LIMITED and UNAVAILABLE). */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
    };
  };
  revokeStaffInvitation: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: string;
              email: string;
              name: string;
              /** @enum {string} */
              role: 'operator' | 'retailer_admin' | 'location_staff';
              retailer: string | null;
              locationIds: string[];
              createdAt: string;
              expiresAt: string;
              /** @enum {string} */
              status: 'pending' | 'accepted' | 'revoked' | 'expired';
            };
          };
        };
      };
      /** @description The request is malformed or breaks a rule; nothing changed. Codes: VALIDATION_FAILED (a value is invalid; field names it), MISSING_INFORMATION (a required value is missing; field names it). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description Sign in first. Codes: STAFF_SIGN_IN_REQUIRED. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description Refused: the caller may not make this call. Codes: STAFF_FORBIDDEN, STAFF_CROSS_SITE_REQUEST. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description Not found. Codes: STAFF_INVITATION_NOT_FOUND. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description Conflicts with the current state; nothing changed. Codes: STAFF_INVITATION_CLOSED. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description Over a limit; nothing changed. Codes: RATE_LIMITED (too many requests from this address). */
      429: {
        headers: {
          /** @description Seconds to wait before trying again (sent with RATE_LIMITED and UNAVAILABLE). */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description The service cannot take this request right now; try again later. Codes: UNAVAILABLE (the database cannot be reached). */
      503: {
        headers: {
          /** @description Seconds to wait before trying again (sent with RATE_LIMITED and UNAVAILABLE). */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
    };
  };
  getStaffInvitationAcceptOptions: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          token: string;
        };
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              challengeId: string;
              options: {
                [key: string]: unknown;
              };
              invitee: {
                name: string;
                email: string;
                /** @enum {string} */
                role: 'operator' | 'retailer_admin' | 'location_staff';
              };
            };
          };
        };
      };
      /** @description The request is malformed or breaks a rule; nothing changed. Codes: VALIDATION_FAILED (a value is invalid; field names it), MISSING_INFORMATION (a required value is missing; field names it), BAD_REQUEST (the body is not valid JSON, or is empty), BODY_TOO_COMPLEX (the body is nested too deep or has too many values), STAFF_INVITATION_INVALID. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description Refused: the caller may not make this call. Codes: STAFF_CROSS_SITE_REQUEST. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description The request body is too large. Codes: PAYLOAD_TOO_LARGE (the body is too large). */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description The request body is not JSON. Codes: UNSUPPORTED_MEDIA_TYPE (send application/json). */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description Over a limit; nothing changed. Codes: RATE_LIMITED (too many requests from this address). */
      429: {
        headers: {
          /** @description Seconds to wait before trying again (sent with RATE_LIMITED and UNAVAILABLE). */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description The service cannot take this request right now; try again later. Codes: UNAVAILABLE (the database cannot be reached). */
      503: {
        headers: {
          /** @description Seconds to wait before trying again (sent with RATE_LIMITED and UNAVAILABLE). */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
    };
  };
  acceptStaffInvitation: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          token: string;
          challengeId: string;
          response: {
            id: string;
            rawId: string;
            /** @enum {string} */
            type: 'public-key';
            response: {
              clientDataJSON: string;
            } & {
              [key: string]: unknown;
            };
          } & {
            [key: string]: unknown;
          };
        };
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: string;
              email: string;
              name: string;
              /** @enum {string} */
              role: 'operator' | 'retailer_admin' | 'location_staff';
              retailer: string | null;
              locations: {
                id: string;
                name: string;
                retailer: string;
                city: string;
                state: string;
              }[];
              sessionExpiresAt: string;
            };
          };
        };
      };
      /** @description The request is malformed or breaks a rule; nothing changed. Codes: VALIDATION_FAILED (a value is invalid; field names it), MISSING_INFORMATION (a required value is missing; field names it), BAD_REQUEST (the body is not valid JSON, or is empty), BODY_TOO_COMPLEX (the body is nested too deep or has too many values), STAFF_INVITATION_INVALID, STAFF_CHALLENGE_INVALID. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description Sign in first. Codes: STAFF_PASSKEY_REJECTED. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description Refused: the caller may not make this call. Codes: STAFF_CROSS_SITE_REQUEST. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description Conflicts with the current state; nothing changed. Codes: STAFF_INVITATION_BUSY. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description The request body is too large. Codes: PAYLOAD_TOO_LARGE (the body is too large). */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description The request body is not JSON. Codes: UNSUPPORTED_MEDIA_TYPE (send application/json). */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description Over a limit; nothing changed. Codes: RATE_LIMITED (too many requests from this address). */
      429: {
        headers: {
          /** @description Seconds to wait before trying again (sent with RATE_LIMITED and UNAVAILABLE). */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description The service cannot take this request right now; try again later. Codes: UNAVAILABLE (the database cannot be reached). */
      503: {
        headers: {
          /** @description Seconds to wait before trying again (sent with RATE_LIMITED and UNAVAILABLE). */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
    };
  };
  getApiV1StaffLocations: {
    parameters: {
      query?: {
        q?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: string;
              name: string;
              retailer: string;
              city: string;
              state: string;
              timeZone: string;
            }[];
          };
        };
      };
      /** @description The request is malformed or breaks a rule; nothing changed. Codes: VALIDATION_FAILED (a value is invalid; field names it), MISSING_INFORMATION (a required value is missing; field names it). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description Sign in first. Codes: STAFF_SIGN_IN_REQUIRED. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description Refused: the caller may not make this call. Codes: STAFF_FORBIDDEN. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description Over a limit; nothing changed. Codes: RATE_LIMITED (too many requests from this address). */
      429: {
        headers: {
          /** @description Seconds to wait before trying again (sent with RATE_LIMITED and UNAVAILABLE). */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description The service cannot take this request right now; try again later. Codes: UNAVAILABLE (the database cannot be reached). */
      503: {
        headers: {
          /** @description Seconds to wait before trying again (sent with RATE_LIMITED and UNAVAILABLE). */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
    };
  };
  getApiV1StaffLocationsLocationidDayDate: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        locationId: string;
        date: 'today' | string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              location: {
                id: string;
                name: string;
                retailer: string;
                city: string;
                state: string;
                timeZone: string;
              };
              date: string;
              rows: {
                id: string;
                registrationId: string;
                confirmationNumber: string;
                time: string;
                firstName: string;
                lastName: string;
                dateOfBirth: string;
                services: {
                  /** @enum {string} */
                  kind: 'covid_19' | 'flu' | 'rsv' | 'pneumococcal';
                  brand: string | null;
                  forPregnancy?: boolean;
                }[];
                pregnancyWeek: number | null;
                acknowledgements: {
                  /** @enum {string} */
                  code: 'MEDICAL_CONDITION' | 'MATERNAL_RSV' | 'PRESCRIPTION_REQUIRED';
                  /** @enum {string} */
                  service: 'covid_19' | 'flu' | 'rsv' | 'pneumococcal';
                }[];
                /** @enum {string} */
                status: 'booked' | 'cancelled';
                cancelledBy: ('person' | 'pharmacy') | null;
                cancellationReason:
                  ('pharmacy_closed' | 'vaccine_unavailable' | 'staff_unavailable' | 'person_asked' | 'other') | null;
                /** @enum {string} */
                attendance: 'expected' | 'checked_in' | 'vaccinated' | 'not_given' | 'no_show';
                attendanceAt: string | null;
                attendanceReason:
                  | ('patient_declined' | 'not_eligible_on_the_day' | 'medical_precaution' | 'out_of_stock' | 'other')
                  | null;
                registryStatus: ('pending' | 'accepted' | 'accepted_with_warnings' | 'rejected' | 'failed') | null;
                notRebooked?: boolean;
              }[];
            };
          };
        };
      };
      /** @description Success. */
      304: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The request is malformed or breaks a rule; nothing changed. Codes: VALIDATION_FAILED (a value is invalid; field names it), MISSING_INFORMATION (a required value is missing; field names it). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description Sign in first. Codes: STAFF_SIGN_IN_REQUIRED. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description Refused: the caller may not make this call. Codes: STAFF_FORBIDDEN. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description Over a limit; nothing changed. Codes: RATE_LIMITED (too many requests from this address). */
      429: {
        headers: {
          /** @description Seconds to wait before trying again (sent with RATE_LIMITED and UNAVAILABLE). */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description The service cannot take this request right now; try again later. Codes: UNAVAILABLE (the database cannot be reached). */
      503: {
        headers: {
          /** @description Seconds to wait before trying again (sent with RATE_LIMITED and UNAVAILABLE). */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
    };
  };
  postApiV1StaffAppointmentsIdAttendance: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @enum {string} */
          to: 'checked_in' | 'expected' | 'not_given' | 'no_show';
          /** @enum {string} */
          reason?: 'patient_declined' | 'not_eligible_on_the_day' | 'medical_precaution' | 'out_of_stock' | 'other';
        };
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: string;
              registrationId: string;
              confirmationNumber: string;
              time: string;
              firstName: string;
              lastName: string;
              dateOfBirth: string;
              services: {
                /** @enum {string} */
                kind: 'covid_19' | 'flu' | 'rsv' | 'pneumococcal';
                brand: string | null;
                forPregnancy?: boolean;
              }[];
              pregnancyWeek: number | null;
              acknowledgements: {
                /** @enum {string} */
                code: 'MEDICAL_CONDITION' | 'MATERNAL_RSV' | 'PRESCRIPTION_REQUIRED';
                /** @enum {string} */
                service: 'covid_19' | 'flu' | 'rsv' | 'pneumococcal';
              }[];
              /** @enum {string} */
              status: 'booked' | 'cancelled';
              cancelledBy: ('person' | 'pharmacy') | null;
              cancellationReason:
                ('pharmacy_closed' | 'vaccine_unavailable' | 'staff_unavailable' | 'person_asked' | 'other') | null;
              /** @enum {string} */
              attendance: 'expected' | 'checked_in' | 'vaccinated' | 'not_given' | 'no_show';
              attendanceAt: string | null;
              attendanceReason:
                | ('patient_declined' | 'not_eligible_on_the_day' | 'medical_precaution' | 'out_of_stock' | 'other')
                | null;
              registryStatus: ('pending' | 'accepted' | 'accepted_with_warnings' | 'rejected' | 'failed') | null;
              notRebooked?: boolean;
            };
          };
        };
      };
      /** @description The request is malformed or breaks a rule; nothing changed. Codes: VALIDATION_FAILED (a value is invalid; field names it), MISSING_INFORMATION (a required value is missing; field names it), BAD_REQUEST (the body is not valid JSON, or is empty), BODY_TOO_COMPLEX (the body is nested too deep or has too many values). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description Sign in first. Codes: STAFF_SIGN_IN_REQUIRED. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description Refused: the caller may not make this call. Codes: STAFF_FORBIDDEN, STAFF_CROSS_SITE_REQUEST. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description The request body is too large. Codes: PAYLOAD_TOO_LARGE (the body is too large). */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description The request body is not JSON. Codes: UNSUPPORTED_MEDIA_TYPE (send application/json). */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description Over a limit; nothing changed. Codes: RATE_LIMITED (too many requests from this address). */
      429: {
        headers: {
          /** @description Seconds to wait before trying again (sent with RATE_LIMITED and UNAVAILABLE). */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description The service cannot take this request right now; try again later. Codes: UNAVAILABLE (the database cannot be reached). */
      503: {
        headers: {
          /** @description Seconds to wait before trying again (sent with RATE_LIMITED and UNAVAILABLE). */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
    };
  };
  postApiV1StaffAppointmentsIdCancel: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @enum {string} */
          reason: 'pharmacy_closed' | 'vaccine_unavailable' | 'staff_unavailable' | 'person_asked' | 'other';
          note?: string;
        };
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: string;
              registrationId: string;
              confirmationNumber: string;
              time: string;
              firstName: string;
              lastName: string;
              dateOfBirth: string;
              services: {
                /** @enum {string} */
                kind: 'covid_19' | 'flu' | 'rsv' | 'pneumococcal';
                brand: string | null;
                forPregnancy?: boolean;
              }[];
              pregnancyWeek: number | null;
              acknowledgements: {
                /** @enum {string} */
                code: 'MEDICAL_CONDITION' | 'MATERNAL_RSV' | 'PRESCRIPTION_REQUIRED';
                /** @enum {string} */
                service: 'covid_19' | 'flu' | 'rsv' | 'pneumococcal';
              }[];
              /** @enum {string} */
              status: 'booked' | 'cancelled';
              cancelledBy: ('person' | 'pharmacy') | null;
              cancellationReason:
                ('pharmacy_closed' | 'vaccine_unavailable' | 'staff_unavailable' | 'person_asked' | 'other') | null;
              /** @enum {string} */
              attendance: 'expected' | 'checked_in' | 'vaccinated' | 'not_given' | 'no_show';
              attendanceAt: string | null;
              attendanceReason:
                | ('patient_declined' | 'not_eligible_on_the_day' | 'medical_precaution' | 'out_of_stock' | 'other')
                | null;
              registryStatus: ('pending' | 'accepted' | 'accepted_with_warnings' | 'rejected' | 'failed') | null;
              notRebooked?: boolean;
            };
          };
        };
      };
      /** @description The request is malformed or breaks a rule; nothing changed. Codes: VALIDATION_FAILED (a value is invalid; field names it), MISSING_INFORMATION (a required value is missing; field names it), BAD_REQUEST (the body is not valid JSON, or is empty), BODY_TOO_COMPLEX (the body is nested too deep or has too many values). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description Sign in first. Codes: STAFF_SIGN_IN_REQUIRED. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description Refused: the caller may not make this call. Codes: STAFF_FORBIDDEN, STAFF_CROSS_SITE_REQUEST. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description The request body is too large. Codes: PAYLOAD_TOO_LARGE (the body is too large). */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description The request body is not JSON. Codes: UNSUPPORTED_MEDIA_TYPE (send application/json). */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description Over a limit; nothing changed. Codes: RATE_LIMITED (too many requests from this address). */
      429: {
        headers: {
          /** @description Seconds to wait before trying again (sent with RATE_LIMITED and UNAVAILABLE). */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description The service cannot take this request right now; try again later. Codes: UNAVAILABLE (the database cannot be reached). */
      503: {
        headers: {
          /** @description Seconds to wait before trying again (sent with RATE_LIMITED and UNAVAILABLE). */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
    };
  };
  listStaffMembers: {
    parameters: {
      query?: {
        retailer?: string;
        locationId?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: string;
              email: string;
              name: string;
              /** @enum {string} */
              role: 'operator' | 'retailer_admin' | 'location_staff';
              retailer: string | null;
              locations: {
                id: string;
                name: string;
                retailer: string;
                city: string;
                state: string;
              }[];
              /** @enum {string} */
              status: 'invited' | 'active';
            }[];
          };
        };
      };
      /** @description The request is malformed or breaks a rule; nothing changed. Codes: VALIDATION_FAILED (a value is invalid; field names it), MISSING_INFORMATION (a required value is missing; field names it). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description Sign in first. Codes: STAFF_SIGN_IN_REQUIRED. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description Refused: the caller may not make this call. Codes: STAFF_FORBIDDEN. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description Not found. Codes: STAFF_LOCATION_UNKNOWN. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description Over a limit; nothing changed. Codes: RATE_LIMITED (too many requests from this address). */
      429: {
        headers: {
          /** @description Seconds to wait before trying again (sent with RATE_LIMITED and UNAVAILABLE). */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description The service cannot take this request right now; try again later. Codes: UNAVAILABLE (the database cannot be reached). */
      503: {
        headers: {
          /** @description Seconds to wait before trying again (sent with RATE_LIMITED and UNAVAILABLE). */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
    };
  };
  listStaffAuditEntries: {
    parameters: {
      query?: {
        retailer?: string;
        before?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: string;
              at: string;
              actorId: string | null;
              action: string;
              recordType: string;
              recordId: string;
              changes: {
                [key: string]: unknown;
              } | null;
              address: string | null;
              retailer: string | null;
            }[];
          };
        };
      };
      /** @description The request is malformed or breaks a rule; nothing changed. Codes: VALIDATION_FAILED (a value is invalid; field names it), MISSING_INFORMATION (a required value is missing; field names it). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description Sign in first. Codes: STAFF_SIGN_IN_REQUIRED. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description Refused: the caller may not make this call. Codes: STAFF_FORBIDDEN. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description Over a limit; nothing changed. Codes: RATE_LIMITED (too many requests from this address). */
      429: {
        headers: {
          /** @description Seconds to wait before trying again (sent with RATE_LIMITED and UNAVAILABLE). */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description The service cannot take this request right now; try again later. Codes: UNAVAILABLE (the database cannot be reached). */
      503: {
        headers: {
          /** @description Seconds to wait before trying again (sent with RATE_LIMITED and UNAVAILABLE). */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
    };
  };
  getApiV1StaffLocationsLocationidLots: {
    parameters: {
      query?: {
        empty?: 'true' | 'false';
      };
      header?: never;
      path: {
        locationId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: string;
              locationId: string;
              /** @enum {string} */
              kind: 'covid_19' | 'flu' | 'rsv' | 'pneumococcal';
              cvx: string;
              mvx: string;
              productName: string;
              lotNumber: string;
              expiresOn: string;
              dosesReceived: number;
              dosesLeft: number;
              dosesWasted: number;
              receivedAt: string;
              expired: boolean;
            }[];
          };
        };
      };
      /** @description The request is malformed or breaks a rule; nothing changed. Codes: VALIDATION_FAILED (a value is invalid; field names it), MISSING_INFORMATION (a required value is missing; field names it). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description Sign in first. Codes: STAFF_SIGN_IN_REQUIRED. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description Refused: the caller may not make this call. Codes: STAFF_FORBIDDEN. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description Over a limit; nothing changed. Codes: RATE_LIMITED (too many requests from this address). */
      429: {
        headers: {
          /** @description Seconds to wait before trying again (sent with RATE_LIMITED and UNAVAILABLE). */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description The service cannot take this request right now; try again later. Codes: UNAVAILABLE (the database cannot be reached). */
      503: {
        headers: {
          /** @description Seconds to wait before trying again (sent with RATE_LIMITED and UNAVAILABLE). */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
    };
  };
  postApiV1StaffLocationsLocationidLots: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        locationId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          cvx: string;
          mvx?: string;
          lotNumber: string;
          expiresOn: string;
          doses: number;
        };
      };
    };
    responses: {
      /** @description Created. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: string;
              locationId: string;
              /** @enum {string} */
              kind: 'covid_19' | 'flu' | 'rsv' | 'pneumococcal';
              cvx: string;
              mvx: string;
              productName: string;
              lotNumber: string;
              expiresOn: string;
              dosesReceived: number;
              dosesLeft: number;
              dosesWasted: number;
              receivedAt: string;
              expired: boolean;
            };
          };
        };
      };
      /** @description The request is malformed or breaks a rule; nothing changed. Codes: VALIDATION_FAILED (a value is invalid; field names it), MISSING_INFORMATION (a required value is missing; field names it), BAD_REQUEST (the body is not valid JSON, or is empty), BODY_TOO_COMPLEX (the body is nested too deep or has too many values). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description Sign in first. Codes: STAFF_SIGN_IN_REQUIRED. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description Refused: the caller may not make this call. Codes: STAFF_FORBIDDEN, STAFF_CROSS_SITE_REQUEST. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description The request body is too large. Codes: PAYLOAD_TOO_LARGE (the body is too large). */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description The request body is not JSON. Codes: UNSUPPORTED_MEDIA_TYPE (send application/json). */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description Over a limit; nothing changed. Codes: RATE_LIMITED (too many requests from this address). */
      429: {
        headers: {
          /** @description Seconds to wait before trying again (sent with RATE_LIMITED and UNAVAILABLE). */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description The service cannot take this request right now; try again later. Codes: UNAVAILABLE (the database cannot be reached). */
      503: {
        headers: {
          /** @description Seconds to wait before trying again (sent with RATE_LIMITED and UNAVAILABLE). */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
    };
  };
  postApiV1StaffLocationsLocationidLotsLotidWaste: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        locationId: string;
        lotId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          doses: number;
          /** @enum {string} */
          reason: 'expired' | 'broken_or_spilled' | 'temperature_excursion' | 'drawn_not_given' | 'other';
        };
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: string;
              locationId: string;
              /** @enum {string} */
              kind: 'covid_19' | 'flu' | 'rsv' | 'pneumococcal';
              cvx: string;
              mvx: string;
              productName: string;
              lotNumber: string;
              expiresOn: string;
              dosesReceived: number;
              dosesLeft: number;
              dosesWasted: number;
              receivedAt: string;
              expired: boolean;
            };
          };
        };
      };
      /** @description The request is malformed or breaks a rule; nothing changed. Codes: VALIDATION_FAILED (a value is invalid; field names it), MISSING_INFORMATION (a required value is missing; field names it), BAD_REQUEST (the body is not valid JSON, or is empty), BODY_TOO_COMPLEX (the body is nested too deep or has too many values). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description Sign in first. Codes: STAFF_SIGN_IN_REQUIRED. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description Refused: the caller may not make this call. Codes: STAFF_FORBIDDEN, STAFF_CROSS_SITE_REQUEST. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description The request body is too large. Codes: PAYLOAD_TOO_LARGE (the body is too large). */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description The request body is not JSON. Codes: UNSUPPORTED_MEDIA_TYPE (send application/json). */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description Over a limit; nothing changed. Codes: RATE_LIMITED (too many requests from this address). */
      429: {
        headers: {
          /** @description Seconds to wait before trying again (sent with RATE_LIMITED and UNAVAILABLE). */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description The service cannot take this request right now; try again later. Codes: UNAVAILABLE (the database cannot be reached). */
      503: {
        headers: {
          /** @description Seconds to wait before trying again (sent with RATE_LIMITED and UNAVAILABLE). */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
    };
  };
  postApiV1StaffLocationsLocationidLotsLotidCount: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        locationId: string;
        lotId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          doses: number;
        };
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: string;
              locationId: string;
              /** @enum {string} */
              kind: 'covid_19' | 'flu' | 'rsv' | 'pneumococcal';
              cvx: string;
              mvx: string;
              productName: string;
              lotNumber: string;
              expiresOn: string;
              dosesReceived: number;
              dosesLeft: number;
              dosesWasted: number;
              receivedAt: string;
              expired: boolean;
            };
          };
        };
      };
      /** @description The request is malformed or breaks a rule; nothing changed. Codes: VALIDATION_FAILED (a value is invalid; field names it), MISSING_INFORMATION (a required value is missing; field names it), BAD_REQUEST (the body is not valid JSON, or is empty), BODY_TOO_COMPLEX (the body is nested too deep or has too many values). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description Sign in first. Codes: STAFF_SIGN_IN_REQUIRED. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description Refused: the caller may not make this call. Codes: STAFF_FORBIDDEN, STAFF_CROSS_SITE_REQUEST. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description The request body is too large. Codes: PAYLOAD_TOO_LARGE (the body is too large). */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description The request body is not JSON. Codes: UNSUPPORTED_MEDIA_TYPE (send application/json). */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description Over a limit; nothing changed. Codes: RATE_LIMITED (too many requests from this address). */
      429: {
        headers: {
          /** @description Seconds to wait before trying again (sent with RATE_LIMITED and UNAVAILABLE). */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description The service cannot take this request right now; try again later. Codes: UNAVAILABLE (the database cannot be reached). */
      503: {
        headers: {
          /** @description Seconds to wait before trying again (sent with RATE_LIMITED and UNAVAILABLE). */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
    };
  };
  getApiV1StaffLocationsLocationidAppointmentsAppointmentidVaccinations: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        locationId: string;
        appointmentId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              appointment: {
                id: string;
                locationId: string;
                startsAt: string;
                timeZone: string;
                firstName: string;
                lastName: string;
                dateOfBirth: string;
                status: string;
                /** @enum {string} */
                attendance: 'expected' | 'checked_in' | 'vaccinated' | 'not_given' | 'no_show';
                services: {
                  /** @enum {string} */
                  kind: 'covid_19' | 'flu' | 'rsv' | 'pneumococcal';
                  brand: string | null;
                }[];
              };
              records: {
                id: string;
                appointmentId: string;
                locationId: string;
                /** @enum {string} */
                kind: 'covid_19' | 'flu' | 'rsv' | 'pneumococcal';
                cvx: string;
                mvx: string;
                productName: string;
                lotId: string;
                lotNumber: string;
                lotExpiresOn: string;
                doseMl: number;
                /** @enum {string} */
                route: 'IM' | 'SC' | 'ID' | 'NS' | 'PO';
                site: ('LA' | 'RA' | 'LD' | 'RD' | 'LT' | 'RT' | 'LVL' | 'RVL') | null;
                administeredAt: string;
                recordedAt: string;
                recordedBy: {
                  id: string;
                  name: string;
                };
                administeredByName: string | null;
              }[];
            };
          };
        };
      };
      /** @description The request is malformed or breaks a rule; nothing changed. Codes: VALIDATION_FAILED (a value is invalid; field names it), MISSING_INFORMATION (a required value is missing; field names it). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description Sign in first. Codes: STAFF_SIGN_IN_REQUIRED. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description Refused: the caller may not make this call. Codes: STAFF_FORBIDDEN. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description Over a limit; nothing changed. Codes: RATE_LIMITED (too many requests from this address). */
      429: {
        headers: {
          /** @description Seconds to wait before trying again (sent with RATE_LIMITED and UNAVAILABLE). */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description The service cannot take this request right now; try again later. Codes: UNAVAILABLE (the database cannot be reached). */
      503: {
        headers: {
          /** @description Seconds to wait before trying again (sent with RATE_LIMITED and UNAVAILABLE). */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
    };
  };
  postApiV1StaffLocationsLocationidAppointmentsAppointmentidVaccinations: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        locationId: string;
        appointmentId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          lotId: string;
          doseMl: number;
          /** @enum {string} */
          route: 'IM' | 'SC' | 'ID' | 'NS' | 'PO';
          site?: ('LA' | 'RA' | 'LD' | 'RD' | 'LT' | 'RT' | 'LVL' | 'RVL') | null;
          /** Format: date-time */
          administeredAt?: string;
          administeredByName?: string;
        };
      };
    };
    responses: {
      /** @description Created. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: string;
              appointmentId: string;
              locationId: string;
              /** @enum {string} */
              kind: 'covid_19' | 'flu' | 'rsv' | 'pneumococcal';
              cvx: string;
              mvx: string;
              productName: string;
              lotId: string;
              lotNumber: string;
              lotExpiresOn: string;
              doseMl: number;
              /** @enum {string} */
              route: 'IM' | 'SC' | 'ID' | 'NS' | 'PO';
              site: ('LA' | 'RA' | 'LD' | 'RD' | 'LT' | 'RT' | 'LVL' | 'RVL') | null;
              administeredAt: string;
              recordedAt: string;
              recordedBy: {
                id: string;
                name: string;
              };
              administeredByName: string | null;
            };
          };
        };
      };
      /** @description The request is malformed or breaks a rule; nothing changed. Codes: VALIDATION_FAILED (a value is invalid; field names it), MISSING_INFORMATION (a required value is missing; field names it), BAD_REQUEST (the body is not valid JSON, or is empty), BODY_TOO_COMPLEX (the body is nested too deep or has too many values). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description Sign in first. Codes: STAFF_SIGN_IN_REQUIRED. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description Refused: the caller may not make this call. Codes: STAFF_FORBIDDEN, STAFF_CROSS_SITE_REQUEST. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description The request body is too large. Codes: PAYLOAD_TOO_LARGE (the body is too large). */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description The request body is not JSON. Codes: UNSUPPORTED_MEDIA_TYPE (send application/json). */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description Over a limit; nothing changed. Codes: RATE_LIMITED (too many requests from this address). */
      429: {
        headers: {
          /** @description Seconds to wait before trying again (sent with RATE_LIMITED and UNAVAILABLE). */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description The service cannot take this request right now; try again later. Codes: UNAVAILABLE (the database cannot be reached). */
      503: {
        headers: {
          /** @description Seconds to wait before trying again (sent with RATE_LIMITED and UNAVAILABLE). */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
    };
  };
  getApiV1StaffLocationsLocationidWalkInsTimes: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        locationId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              timeSlotId: string;
              startsAt: string;
              timeZone: string;
              free: number;
            }[];
          };
        };
      };
      /** @description The request is malformed or breaks a rule; nothing changed. Codes: VALIDATION_FAILED (a value is invalid; field names it), MISSING_INFORMATION (a required value is missing; field names it). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description Sign in first. Codes: STAFF_SIGN_IN_REQUIRED. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description Refused: the caller may not make this call. Codes: STAFF_FORBIDDEN. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description Over a limit; nothing changed. Codes: RATE_LIMITED (too many requests from this address). */
      429: {
        headers: {
          /** @description Seconds to wait before trying again (sent with RATE_LIMITED and UNAVAILABLE). */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description The service cannot take this request right now; try again later. Codes: UNAVAILABLE (the database cannot be reached). */
      503: {
        headers: {
          /** @description Seconds to wait before trying again (sent with RATE_LIMITED and UNAVAILABLE). */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
    };
  };
  postApiV1StaffLocationsLocationidWalkIns: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        locationId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          time: 'now' | string;
          services: {
            /** @enum {string} */
            kind: 'covid_19' | 'flu' | 'rsv' | 'pneumococcal';
            brand?: string | null;
            isAdditional?: boolean;
          }[];
          user: {
            firstName?: string;
            lastName?: string;
            sex?: string;
            dateOfBirth?: string;
            address1?: string;
            address2?: string | null;
            city?: string;
            state?: string;
            zipCode?: string;
            parentalConsent?: boolean;
            marketingCommunications?: boolean;
            marketingCommunicationsWithPhi?: boolean;
          };
          email?: string | null;
          phoneNumber?: string | null;
          /** @enum {string} */
          locale: 'en' | 'es';
          healthQuestionnaire?: {
            pregnant?: boolean;
          };
        };
      };
    };
    responses: {
      /** @description Created. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              appointmentId: string;
              confirmationNumber: string;
              startsAt: string;
              timeZone: string;
              services: {
                /** @enum {string} */
                kind: 'covid_19' | 'flu' | 'rsv' | 'pneumococcal';
                brand: string | null;
              }[];
              emailed: boolean;
            };
          };
        };
      };
      /** @description The request is malformed or breaks a rule; nothing changed. Codes: VALIDATION_FAILED (a value is invalid; field names it), MISSING_INFORMATION (a required value is missing; field names it), BAD_REQUEST (the body is not valid JSON, or is empty), BODY_TOO_COMPLEX (the body is nested too deep or has too many values). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description Sign in first. Codes: STAFF_SIGN_IN_REQUIRED. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description Refused: the caller may not make this call. Codes: STAFF_FORBIDDEN, STAFF_CROSS_SITE_REQUEST. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description The request body is too large. Codes: PAYLOAD_TOO_LARGE (the body is too large). */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description The request body is not JSON. Codes: UNSUPPORTED_MEDIA_TYPE (send application/json). */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description Over a limit; nothing changed. Codes: RATE_LIMITED (too many requests from this address). */
      429: {
        headers: {
          /** @description Seconds to wait before trying again (sent with RATE_LIMITED and UNAVAILABLE). */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description The service cannot take this request right now; try again later. Codes: UNAVAILABLE (the database cannot be reached). */
      503: {
        headers: {
          /** @description Seconds to wait before trying again (sent with RATE_LIMITED and UNAVAILABLE). */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
    };
  };
  getApiV1StaffWebhooks: {
    parameters: {
      query?: {
        retailer?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: string;
              retailer: string;
              url: string;
              eventTypes: string[];
              active: boolean;
              previousSecretUntil: string | null;
              createdAt: string;
              updatedAt: string;
            }[];
          };
        };
      };
      /** @description The request is malformed or breaks a rule; nothing changed. Codes: VALIDATION_FAILED (a value is invalid; field names it), MISSING_INFORMATION (a required value is missing; field names it). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description Sign in first. Codes: STAFF_SIGN_IN_REQUIRED. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description Refused: the caller may not make this call. Codes: STAFF_FORBIDDEN. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description Over a limit; nothing changed. Codes: RATE_LIMITED (too many requests from this address). */
      429: {
        headers: {
          /** @description Seconds to wait before trying again (sent with RATE_LIMITED and UNAVAILABLE). */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description The service cannot take this request right now; try again later. Codes: UNAVAILABLE (the database cannot be reached). */
      503: {
        headers: {
          /** @description Seconds to wait before trying again (sent with RATE_LIMITED and UNAVAILABLE). */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
    };
  };
  postApiV1StaffWebhooks: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          retailer?: string;
          url: string;
          eventTypes: (
            | 'appointment.created'
            | 'appointment.changed'
            | 'appointment.cancelled'
            | 'appointment.checked_in'
            | 'appointment.vaccinated'
            | 'appointment.not_given'
            | 'appointment.no_show'
          )[];
        };
      };
    };
    responses: {
      /** @description Created. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              subscription: {
                id: string;
                retailer: string;
                url: string;
                eventTypes: string[];
                active: boolean;
                previousSecretUntil: string | null;
                createdAt: string;
                updatedAt: string;
              };
              secret: string;
            };
          };
        };
      };
      /** @description The request is malformed or breaks a rule; nothing changed. Codes: VALIDATION_FAILED (a value is invalid; field names it), MISSING_INFORMATION (a required value is missing; field names it), BAD_REQUEST (the body is not valid JSON, or is empty), BODY_TOO_COMPLEX (the body is nested too deep or has too many values). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description Sign in first. Codes: STAFF_SIGN_IN_REQUIRED. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description Refused: the caller may not make this call. Codes: STAFF_FORBIDDEN, STAFF_CROSS_SITE_REQUEST. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description The request body is too large. Codes: PAYLOAD_TOO_LARGE (the body is too large). */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description The request body is not JSON. Codes: UNSUPPORTED_MEDIA_TYPE (send application/json). */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description Over a limit; nothing changed. Codes: RATE_LIMITED (too many requests from this address). */
      429: {
        headers: {
          /** @description Seconds to wait before trying again (sent with RATE_LIMITED and UNAVAILABLE). */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description The service cannot take this request right now; try again later. Codes: UNAVAILABLE (the database cannot be reached). */
      503: {
        headers: {
          /** @description Seconds to wait before trying again (sent with RATE_LIMITED and UNAVAILABLE). */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
    };
  };
  patchApiV1StaffWebhooksId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          url?: string;
          eventTypes?: (
            | 'appointment.created'
            | 'appointment.changed'
            | 'appointment.cancelled'
            | 'appointment.checked_in'
            | 'appointment.vaccinated'
            | 'appointment.not_given'
            | 'appointment.no_show'
          )[];
          active?: boolean;
        };
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: string;
              retailer: string;
              url: string;
              eventTypes: string[];
              active: boolean;
              previousSecretUntil: string | null;
              createdAt: string;
              updatedAt: string;
            };
          };
        };
      };
      /** @description The request is malformed or breaks a rule; nothing changed. Codes: VALIDATION_FAILED (a value is invalid; field names it), MISSING_INFORMATION (a required value is missing; field names it), BAD_REQUEST (the body is not valid JSON, or is empty), BODY_TOO_COMPLEX (the body is nested too deep or has too many values). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description Sign in first. Codes: STAFF_SIGN_IN_REQUIRED. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description Refused: the caller may not make this call. Codes: STAFF_FORBIDDEN, STAFF_CROSS_SITE_REQUEST. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description The request body is too large. Codes: PAYLOAD_TOO_LARGE (the body is too large). */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description The request body is not JSON. Codes: UNSUPPORTED_MEDIA_TYPE (send application/json). */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description Over a limit; nothing changed. Codes: RATE_LIMITED (too many requests from this address). */
      429: {
        headers: {
          /** @description Seconds to wait before trying again (sent with RATE_LIMITED and UNAVAILABLE). */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description The service cannot take this request right now; try again later. Codes: UNAVAILABLE (the database cannot be reached). */
      503: {
        headers: {
          /** @description Seconds to wait before trying again (sent with RATE_LIMITED and UNAVAILABLE). */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
    };
  };
  postApiV1StaffWebhooksIdRotateSecret: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              subscription: {
                id: string;
                retailer: string;
                url: string;
                eventTypes: string[];
                active: boolean;
                previousSecretUntil: string | null;
                createdAt: string;
                updatedAt: string;
              };
              secret: string;
            };
          };
        };
      };
      /** @description The request is malformed or breaks a rule; nothing changed. Codes: VALIDATION_FAILED (a value is invalid; field names it), MISSING_INFORMATION (a required value is missing; field names it). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description Sign in first. Codes: STAFF_SIGN_IN_REQUIRED. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description Refused: the caller may not make this call. Codes: STAFF_FORBIDDEN, STAFF_CROSS_SITE_REQUEST. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description Over a limit; nothing changed. Codes: RATE_LIMITED (too many requests from this address). */
      429: {
        headers: {
          /** @description Seconds to wait before trying again (sent with RATE_LIMITED and UNAVAILABLE). */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description The service cannot take this request right now; try again later. Codes: UNAVAILABLE (the database cannot be reached). */
      503: {
        headers: {
          /** @description Seconds to wait before trying again (sent with RATE_LIMITED and UNAVAILABLE). */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
    };
  };
  getApiV1StaffWebhooksIdDeliveries: {
    parameters: {
      query?: {
        before?: string;
      };
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: string;
              eventId: string;
              eventType: string;
              appointmentId: string;
              occurredAt: string;
              status: string;
              attempts: number;
              nextAttemptAt: string | null;
              lastAttemptAt: string | null;
              lastStatusCode: number | null;
              lastResponse: string | null;
              lastError: string | null;
              deliveredAt: string | null;
            }[];
          };
        };
      };
      /** @description The request is malformed or breaks a rule; nothing changed. Codes: VALIDATION_FAILED (a value is invalid; field names it), MISSING_INFORMATION (a required value is missing; field names it). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description Sign in first. Codes: STAFF_SIGN_IN_REQUIRED. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description Refused: the caller may not make this call. Codes: STAFF_FORBIDDEN. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description Over a limit; nothing changed. Codes: RATE_LIMITED (too many requests from this address). */
      429: {
        headers: {
          /** @description Seconds to wait before trying again (sent with RATE_LIMITED and UNAVAILABLE). */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description The service cannot take this request right now; try again later. Codes: UNAVAILABLE (the database cannot be reached). */
      503: {
        headers: {
          /** @description Seconds to wait before trying again (sent with RATE_LIMITED and UNAVAILABLE). */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
    };
  };
  postApiV1StaffWebhooksIdReplay: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json':
          | {
              eventId: string;
            }
          | {
              /** Format: date-time */
              from: string;
              /** Format: date-time */
              to: string;
            };
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              replayed: number;
            };
          };
        };
      };
      /** @description The request is malformed or breaks a rule; nothing changed. Codes: VALIDATION_FAILED (a value is invalid; field names it), MISSING_INFORMATION (a required value is missing; field names it), BAD_REQUEST (the body is not valid JSON, or is empty), BODY_TOO_COMPLEX (the body is nested too deep or has too many values). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description Sign in first. Codes: STAFF_SIGN_IN_REQUIRED. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description Refused: the caller may not make this call. Codes: STAFF_FORBIDDEN, STAFF_CROSS_SITE_REQUEST. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description The request body is too large. Codes: PAYLOAD_TOO_LARGE (the body is too large). */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description The request body is not JSON. Codes: UNSUPPORTED_MEDIA_TYPE (send application/json). */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description Over a limit; nothing changed. Codes: RATE_LIMITED (too many requests from this address). */
      429: {
        headers: {
          /** @description Seconds to wait before trying again (sent with RATE_LIMITED and UNAVAILABLE). */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description The service cannot take this request right now; try again later. Codes: UNAVAILABLE (the database cannot be reached). */
      503: {
        headers: {
          /** @description Seconds to wait before trying again (sent with RATE_LIMITED and UNAVAILABLE). */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
    };
  };
  getApiV1StaffApiClients: {
    parameters: {
      query?: {
        retailer?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: string;
              retailer: string;
              name: string;
              createdAt: string;
              revokedAt: string | null;
            }[];
          };
        };
      };
      /** @description The request is malformed or breaks a rule; nothing changed. Codes: VALIDATION_FAILED (a value is invalid; field names it), MISSING_INFORMATION (a required value is missing; field names it). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description Sign in first. Codes: STAFF_SIGN_IN_REQUIRED. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description Refused: the caller may not make this call. Codes: STAFF_FORBIDDEN. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description Over a limit; nothing changed. Codes: RATE_LIMITED (too many requests from this address). */
      429: {
        headers: {
          /** @description Seconds to wait before trying again (sent with RATE_LIMITED and UNAVAILABLE). */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description The service cannot take this request right now; try again later. Codes: UNAVAILABLE (the database cannot be reached). */
      503: {
        headers: {
          /** @description Seconds to wait before trying again (sent with RATE_LIMITED and UNAVAILABLE). */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
    };
  };
  postApiV1StaffApiClients: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          retailer?: string;
          name: string;
        };
      };
    };
    responses: {
      /** @description Created. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              client: {
                id: string;
                retailer: string;
                name: string;
                createdAt: string;
                revokedAt: string | null;
              };
              clientSecret: string;
            };
          };
        };
      };
      /** @description The request is malformed or breaks a rule; nothing changed. Codes: VALIDATION_FAILED (a value is invalid; field names it), MISSING_INFORMATION (a required value is missing; field names it), BAD_REQUEST (the body is not valid JSON, or is empty), BODY_TOO_COMPLEX (the body is nested too deep or has too many values). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description Sign in first. Codes: STAFF_SIGN_IN_REQUIRED. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description Refused: the caller may not make this call. Codes: STAFF_FORBIDDEN, STAFF_CROSS_SITE_REQUEST. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description The request body is too large. Codes: PAYLOAD_TOO_LARGE (the body is too large). */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description The request body is not JSON. Codes: UNSUPPORTED_MEDIA_TYPE (send application/json). */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description Over a limit; nothing changed. Codes: RATE_LIMITED (too many requests from this address). */
      429: {
        headers: {
          /** @description Seconds to wait before trying again (sent with RATE_LIMITED and UNAVAILABLE). */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description The service cannot take this request right now; try again later. Codes: UNAVAILABLE (the database cannot be reached). */
      503: {
        headers: {
          /** @description Seconds to wait before trying again (sent with RATE_LIMITED and UNAVAILABLE). */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
    };
  };
  postApiV1StaffApiClientsIdRevoke: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: string;
              retailer: string;
              name: string;
              createdAt: string;
              revokedAt: string | null;
            };
          };
        };
      };
      /** @description The request is malformed or breaks a rule; nothing changed. Codes: VALIDATION_FAILED (a value is invalid; field names it), MISSING_INFORMATION (a required value is missing; field names it). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description Sign in first. Codes: STAFF_SIGN_IN_REQUIRED. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description Refused: the caller may not make this call. Codes: STAFF_FORBIDDEN, STAFF_CROSS_SITE_REQUEST. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description Over a limit; nothing changed. Codes: RATE_LIMITED (too many requests from this address). */
      429: {
        headers: {
          /** @description Seconds to wait before trying again (sent with RATE_LIMITED and UNAVAILABLE). */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description The service cannot take this request right now; try again later. Codes: UNAVAILABLE (the database cannot be reached). */
      503: {
        headers: {
          /** @description Seconds to wait before trying again (sent with RATE_LIMITED and UNAVAILABLE). */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
    };
  };
  getApiV1StaffLocationsLocationidRegistryProblems: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        locationId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              vaccinationId: string;
              appointmentId: string;
              /** @enum {string} */
              status: 'pending' | 'accepted' | 'accepted_with_warnings' | 'rejected' | 'failed';
              errors: string[];
              reasons: string[];
              attempts: number;
              lastAttemptAt: string | null;
              /** @enum {string} */
              kind: 'covid_19' | 'flu' | 'rsv' | 'pneumococcal';
              cvx: string;
              lotNumber: string;
              administeredAt: string;
              firstName: string | null;
              lastName: string | null;
              timeZone: string;
            }[];
          };
        };
      };
      /** @description The request is malformed or breaks a rule; nothing changed. Codes: VALIDATION_FAILED (a value is invalid; field names it), MISSING_INFORMATION (a required value is missing; field names it). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description Sign in first. Codes: STAFF_SIGN_IN_REQUIRED. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description Refused: the caller may not make this call. Codes: STAFF_FORBIDDEN. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description Over a limit; nothing changed. Codes: RATE_LIMITED (too many requests from this address). */
      429: {
        headers: {
          /** @description Seconds to wait before trying again (sent with RATE_LIMITED and UNAVAILABLE). */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description The service cannot take this request right now; try again later. Codes: UNAVAILABLE (the database cannot be reached). */
      503: {
        headers: {
          /** @description Seconds to wait before trying again (sent with RATE_LIMITED and UNAVAILABLE). */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
    };
  };
  postApiV1StaffLocationsLocationidRegistryMessagesVaccinationidResend: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        locationId: string;
        vaccinationId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Accepted: the work (an e-mail) happens shortly after. */
      202: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              /** @enum {string} */
              status: 'pending';
            };
          };
        };
      };
      /** @description The request is malformed or breaks a rule; nothing changed. Codes: VALIDATION_FAILED (a value is invalid; field names it), MISSING_INFORMATION (a required value is missing; field names it). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description Sign in first. Codes: STAFF_SIGN_IN_REQUIRED. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description Refused: the caller may not make this call. Codes: STAFF_FORBIDDEN, STAFF_CROSS_SITE_REQUEST. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description Over a limit; nothing changed. Codes: RATE_LIMITED (too many requests from this address). */
      429: {
        headers: {
          /** @description Seconds to wait before trying again (sent with RATE_LIMITED and UNAVAILABLE). */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description The service cannot take this request right now; try again later. Codes: UNAVAILABLE (the database cannot be reached). */
      503: {
        headers: {
          /** @description Seconds to wait before trying again (sent with RATE_LIMITED and UNAVAILABLE). */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
    };
  };
  postApiV1PharmacyFhirToken: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The request is malformed or breaks a rule; nothing changed. Codes: VALIDATION_FAILED (a value is invalid; field names it). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description Over a limit; nothing changed. Codes: RATE_LIMITED (too many requests from this address). */
      429: {
        headers: {
          /** @description Seconds to wait before trying again (sent with RATE_LIMITED and UNAVAILABLE). */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description The service cannot take this request right now; try again later. Codes: UNAVAILABLE (the database cannot be reached). */
      503: {
        headers: {
          /** @description Seconds to wait before trying again (sent with RATE_LIMITED and UNAVAILABLE). */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
    };
  };
  getApiV1PharmacyFhirType: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        type: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The request is malformed or breaks a rule; nothing changed. Codes: VALIDATION_FAILED (a value is invalid; field names it). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description Over a limit; nothing changed. Codes: RATE_LIMITED (too many requests from this address). */
      429: {
        headers: {
          /** @description Seconds to wait before trying again (sent with RATE_LIMITED and UNAVAILABLE). */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description The service cannot take this request right now; try again later. Codes: UNAVAILABLE (the database cannot be reached). */
      503: {
        headers: {
          /** @description Seconds to wait before trying again (sent with RATE_LIMITED and UNAVAILABLE). */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
    };
  };
  postApiV1ClosureOffersView: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          token: string;
        };
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              /** @enum {string} */
              status: 'offered' | 'taken' | 'no_offer' | 'released';
              locationId: string;
              locationName: string;
              timeZone: string;
              closedTimes: string[];
              offeredTimes: string[];
              offeredLocation: {
                id: string;
                name: string;
                address: string;
                timeZone: string;
                samePharmacy: boolean;
              } | null;
              expiresAt: string | null;
              accessCode: string;
            };
          };
        };
      };
      /** @description The request is malformed or breaks a rule; nothing changed. Codes: VALIDATION_FAILED (a value is invalid; field names it), MISSING_INFORMATION (a required value is missing; field names it), BAD_REQUEST (the body is not valid JSON, or is empty), BODY_TOO_COMPLEX (the body is nested too deep or has too many values). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description The request body is too large. Codes: PAYLOAD_TOO_LARGE (the body is too large). */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description The request body is not JSON. Codes: UNSUPPORTED_MEDIA_TYPE (send application/json). */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description Over a limit; nothing changed. Codes: RATE_LIMITED (too many requests from this address). */
      429: {
        headers: {
          /** @description Seconds to wait before trying again (sent with RATE_LIMITED and UNAVAILABLE). */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description The service cannot take this request right now; try again later. Codes: UNAVAILABLE (the database cannot be reached). */
      503: {
        headers: {
          /** @description Seconds to wait before trying again (sent with RATE_LIMITED and UNAVAILABLE). */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
    };
  };
  postApiV1ClosureOffersTake: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          token: string;
        };
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              /** @enum {string} */
              status: 'offered' | 'taken' | 'no_offer' | 'released';
              locationId: string;
              locationName: string;
              timeZone: string;
              closedTimes: string[];
              offeredTimes: string[];
              offeredLocation: {
                id: string;
                name: string;
                address: string;
                timeZone: string;
                samePharmacy: boolean;
              } | null;
              expiresAt: string | null;
              accessCode: string;
            };
          };
        };
      };
      /** @description The request is malformed or breaks a rule; nothing changed. Codes: VALIDATION_FAILED (a value is invalid; field names it), MISSING_INFORMATION (a required value is missing; field names it), BAD_REQUEST (the body is not valid JSON, or is empty), BODY_TOO_COMPLEX (the body is nested too deep or has too many values). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description The request body is too large. Codes: PAYLOAD_TOO_LARGE (the body is too large). */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description The request body is not JSON. Codes: UNSUPPORTED_MEDIA_TYPE (send application/json). */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description Over a limit; nothing changed. Codes: RATE_LIMITED (too many requests from this address). */
      429: {
        headers: {
          /** @description Seconds to wait before trying again (sent with RATE_LIMITED and UNAVAILABLE). */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description The service cannot take this request right now; try again later. Codes: UNAVAILABLE (the database cannot be reached). */
      503: {
        headers: {
          /** @description Seconds to wait before trying again (sent with RATE_LIMITED and UNAVAILABLE). */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
    };
  };
  postApiV1WaitlistEntries: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** Format: email */
          email: string;
          firstName: string;
          lastName: string;
          dateOfBirth: string;
          /** @default false */
          pregnant?: boolean;
          kinds: ('covid_19' | 'flu' | 'rsv' | 'pneumococcal')[];
          zip?: string;
          near?: {
            lat: number;
            lng: number;
          };
          miles: number;
          /** @default 1 */
          party?: number;
          weekdays: number[];
          /** @default 0 */
          fromMinute?: number;
          /** @default 1440 */
          toMinute?: number;
          until: string;
          /**
           * @default en
           * @enum {string}
           */
          locale?: 'en' | 'es';
        };
      };
    };
    responses: {
      /** @description Accepted: the work (an e-mail) happens shortly after. */
      202: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              /** @enum {string} */
              status: 'confirmation_sent';
            };
          };
        };
      };
      /** @description The request is malformed or breaks a rule; nothing changed. Codes: VALIDATION_FAILED (a value is invalid; field names it), MISSING_INFORMATION (a required value is missing; field names it), BAD_REQUEST (the body is not valid JSON, or is empty), BODY_TOO_COMPLEX (the body is nested too deep or has too many values). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description Refused: the caller may not make this call. Codes: BOT_CHECK_FAILED (no bot-check proof, or a spent, expired or wrong one). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description The request body is too large. Codes: PAYLOAD_TOO_LARGE (the body is too large). */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description The request body is not JSON. Codes: UNSUPPORTED_MEDIA_TYPE (send application/json). */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description Over a limit; nothing changed. Codes: RATE_LIMITED (too many requests from this address). */
      429: {
        headers: {
          /** @description Seconds to wait before trying again (sent with RATE_LIMITED and UNAVAILABLE). */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description The service cannot take this request right now; try again later. Codes: UNAVAILABLE (the database cannot be reached). */
      503: {
        headers: {
          /** @description Seconds to wait before trying again (sent with RATE_LIMITED and UNAVAILABLE). */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
    };
  };
  postApiV1WaitlistConfirm: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          token: string;
        };
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              confirmed: number;
            };
          };
        };
      };
      /** @description The request is malformed or breaks a rule; nothing changed. Codes: VALIDATION_FAILED (a value is invalid; field names it), MISSING_INFORMATION (a required value is missing; field names it), BAD_REQUEST (the body is not valid JSON, or is empty), BODY_TOO_COMPLEX (the body is nested too deep or has too many values). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description The request body is too large. Codes: PAYLOAD_TOO_LARGE (the body is too large). */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description The request body is not JSON. Codes: UNSUPPORTED_MEDIA_TYPE (send application/json). */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description Over a limit; nothing changed. Codes: RATE_LIMITED (too many requests from this address). */
      429: {
        headers: {
          /** @description Seconds to wait before trying again (sent with RATE_LIMITED and UNAVAILABLE). */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description The service cannot take this request right now; try again later. Codes: UNAVAILABLE (the database cannot be reached). */
      503: {
        headers: {
          /** @description Seconds to wait before trying again (sent with RATE_LIMITED and UNAVAILABLE). */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
    };
  };
  postApiV1WaitlistEntriesView: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          token: string;
        };
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: string;
              /** @enum {string} */
              kind: 'covid_19' | 'flu' | 'rsv' | 'pneumococcal';
              area: string;
              miles: number;
              weekdays: number[];
              fromMinute: number;
              toMinute: number;
              until: string;
              status: string;
              waitingSince: string | null;
            }[];
          };
        };
      };
      /** @description The request is malformed or breaks a rule; nothing changed. Codes: VALIDATION_FAILED (a value is invalid; field names it), MISSING_INFORMATION (a required value is missing; field names it), BAD_REQUEST (the body is not valid JSON, or is empty), BODY_TOO_COMPLEX (the body is nested too deep or has too many values). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description The request body is too large. Codes: PAYLOAD_TOO_LARGE (the body is too large). */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description The request body is not JSON. Codes: UNSUPPORTED_MEDIA_TYPE (send application/json). */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description Over a limit; nothing changed. Codes: RATE_LIMITED (too many requests from this address). */
      429: {
        headers: {
          /** @description Seconds to wait before trying again (sent with RATE_LIMITED and UNAVAILABLE). */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description The service cannot take this request right now; try again later. Codes: UNAVAILABLE (the database cannot be reached). */
      503: {
        headers: {
          /** @description Seconds to wait before trying again (sent with RATE_LIMITED and UNAVAILABLE). */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
    };
  };
  postApiV1WaitlistEntriesLeave: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          token: string;
          entryId?: string;
        };
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: string;
              /** @enum {string} */
              kind: 'covid_19' | 'flu' | 'rsv' | 'pneumococcal';
              area: string;
              miles: number;
              weekdays: number[];
              fromMinute: number;
              toMinute: number;
              until: string;
              status: string;
              waitingSince: string | null;
            }[];
          };
        };
      };
      /** @description The request is malformed or breaks a rule; nothing changed. Codes: VALIDATION_FAILED (a value is invalid; field names it), MISSING_INFORMATION (a required value is missing; field names it), BAD_REQUEST (the body is not valid JSON, or is empty), BODY_TOO_COMPLEX (the body is nested too deep or has too many values). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description The request body is too large. Codes: PAYLOAD_TOO_LARGE (the body is too large). */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description The request body is not JSON. Codes: UNSUPPORTED_MEDIA_TYPE (send application/json). */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description Over a limit; nothing changed. Codes: RATE_LIMITED (too many requests from this address). */
      429: {
        headers: {
          /** @description Seconds to wait before trying again (sent with RATE_LIMITED and UNAVAILABLE). */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description The service cannot take this request right now; try again later. Codes: UNAVAILABLE (the database cannot be reached). */
      503: {
        headers: {
          /** @description Seconds to wait before trying again (sent with RATE_LIMITED and UNAVAILABLE). */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
    };
  };
  postApiV1WaitlistEntriesStay: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          token: string;
        };
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: string;
              /** @enum {string} */
              kind: 'covid_19' | 'flu' | 'rsv' | 'pneumococcal';
              area: string;
              miles: number;
              weekdays: number[];
              fromMinute: number;
              toMinute: number;
              until: string;
              status: string;
              waitingSince: string | null;
            }[];
          };
        };
      };
      /** @description The request is malformed or breaks a rule; nothing changed. Codes: VALIDATION_FAILED (a value is invalid; field names it), MISSING_INFORMATION (a required value is missing; field names it), BAD_REQUEST (the body is not valid JSON, or is empty), BODY_TOO_COMPLEX (the body is nested too deep or has too many values). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description The request body is too large. Codes: PAYLOAD_TOO_LARGE (the body is too large). */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description The request body is not JSON. Codes: UNSUPPORTED_MEDIA_TYPE (send application/json). */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description Over a limit; nothing changed. Codes: RATE_LIMITED (too many requests from this address). */
      429: {
        headers: {
          /** @description Seconds to wait before trying again (sent with RATE_LIMITED and UNAVAILABLE). */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description The service cannot take this request right now; try again later. Codes: UNAVAILABLE (the database cannot be reached). */
      503: {
        headers: {
          /** @description Seconds to wait before trying again (sent with RATE_LIMITED and UNAVAILABLE). */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
    };
  };
  postApiV1WaitlistOffersView: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          token: string;
        };
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              /** @enum {string} */
              status: 'offered' | 'taken' | 'expired' | 'declined';
              firstName: string;
              /** @enum {string} */
              kind: 'covid_19' | 'flu' | 'rsv' | 'pneumococcal';
              locationId: string;
              locationName: string;
              timeZone: string;
              timeSlotId: string;
              timeSlotIds: string[];
              startsAt: string;
              expiresAt: string;
            };
          };
        };
      };
      /** @description The request is malformed or breaks a rule; nothing changed. Codes: VALIDATION_FAILED (a value is invalid; field names it), MISSING_INFORMATION (a required value is missing; field names it), BAD_REQUEST (the body is not valid JSON, or is empty), BODY_TOO_COMPLEX (the body is nested too deep or has too many values). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description The request body is too large. Codes: PAYLOAD_TOO_LARGE (the body is too large). */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description The request body is not JSON. Codes: UNSUPPORTED_MEDIA_TYPE (send application/json). */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description Over a limit; nothing changed. Codes: RATE_LIMITED (too many requests from this address). */
      429: {
        headers: {
          /** @description Seconds to wait before trying again (sent with RATE_LIMITED and UNAVAILABLE). */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description The service cannot take this request right now; try again later. Codes: UNAVAILABLE (the database cannot be reached). */
      503: {
        headers: {
          /** @description Seconds to wait before trying again (sent with RATE_LIMITED and UNAVAILABLE). */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
    };
  };
  postApiV1WaitlistOffersTake: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          token: string;
          booking: {
            email?: string;
            phoneNumber?: string | null;
            /** @enum {string} */
            locale?: 'en' | 'es';
            appointments: {
              locationId: string;
              timeSlotId: string;
              services: {
                /** @enum {string} */
                kind: 'covid_19' | 'flu' | 'rsv' | 'pneumococcal';
                brand?: string | null;
                isAdditional?: boolean;
              }[];
              user: {
                firstName?: string;
                lastName?: string;
                sex?: string;
                dateOfBirth?: string;
                address1?: string;
                address2?: string | null;
                city?: string;
                state?: string;
                zipCode?: string;
                parentalConsent?: boolean;
                marketingCommunications?: boolean;
                marketingCommunicationsWithPhi?: boolean;
              };
              smsCommunications?: boolean;
              healthQuestionnaire?: {
                pregnant?: boolean;
                dueDate?: string;
              };
              confirmedConditions?: ('covid_19' | 'flu' | 'rsv' | 'pneumococcal')[];
            }[];
          };
        };
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              registration: {
                accessCode: string;
                confirmationNumber: string;
                appointments: {
                  id: string;
                  timeSlotId: string;
                  time: string;
                  durationMinutes: number;
                  locationId: string;
                  location: {
                    id: string;
                    name: string;
                    address1: string;
                    address2: string | null;
                    city: string;
                    state: string;
                    zipCode: string | null;
                    latitude: number;
                    longitude: number;
                    retailer: string;
                    timeZone: string;
                    metadata: {
                      webAddress: string | null;
                      phoneNumber: string | null;
                    };
                  };
                  services: {
                    /** @enum {string} */
                    kind: 'covid_19' | 'flu' | 'rsv' | 'pneumococcal';
                    brand: string | null;
                    forPregnancy?: boolean;
                  }[];
                  user: {
                    firstName: string;
                    lastName: string;
                  };
                  /** @enum {string} */
                  status: 'booked' | 'cancelled';
                  /** @enum {string} */
                  attendance?: 'expected' | 'checked_in' | 'vaccinated' | 'not_given' | 'no_show';
                  /** @enum {string} */
                  attendanceReason?:
                    'patient_declined' | 'not_eligible_on_the_day' | 'medical_precaution' | 'out_of_stock' | 'other';
                  /** @enum {string} */
                  cancelledBy?: 'person' | 'pharmacy';
                  /** @enum {string} */
                  cancellationReason?:
                    'pharmacy_closed' | 'vaccine_unavailable' | 'staff_unavailable' | 'person_asked' | 'other';
                  cancellationNote?: string;
                }[];
              };
            };
          };
        };
      };
      /** @description The request is malformed or breaks a rule; nothing changed. Codes: VALIDATION_FAILED (a value is invalid; field names it), MISSING_INFORMATION (a required value is missing; field names it), BAD_REQUEST (the body is not valid JSON, or is empty), BODY_TOO_COMPLEX (the body is nested too deep or has too many values). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description The request body is too large. Codes: PAYLOAD_TOO_LARGE (the body is too large). */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description The request body is not JSON. Codes: UNSUPPORTED_MEDIA_TYPE (send application/json). */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description Over a limit; nothing changed. Codes: RATE_LIMITED (too many requests from this address). */
      429: {
        headers: {
          /** @description Seconds to wait before trying again (sent with RATE_LIMITED and UNAVAILABLE). */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description The service cannot take this request right now; try again later. Codes: UNAVAILABLE (the database cannot be reached). */
      503: {
        headers: {
          /** @description Seconds to wait before trying again (sent with RATE_LIMITED and UNAVAILABLE). */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
    };
  };
  postApiV1WaitlistOffersDecline: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          token: string;
        };
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              /** @enum {string} */
              status: 'offered' | 'taken' | 'expired' | 'declined';
              firstName: string;
              /** @enum {string} */
              kind: 'covid_19' | 'flu' | 'rsv' | 'pneumococcal';
              locationId: string;
              locationName: string;
              timeZone: string;
              timeSlotId: string;
              timeSlotIds: string[];
              startsAt: string;
              expiresAt: string;
            };
          };
        };
      };
      /** @description The request is malformed or breaks a rule; nothing changed. Codes: VALIDATION_FAILED (a value is invalid; field names it), MISSING_INFORMATION (a required value is missing; field names it), BAD_REQUEST (the body is not valid JSON, or is empty), BODY_TOO_COMPLEX (the body is nested too deep or has too many values). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description The request body is too large. Codes: PAYLOAD_TOO_LARGE (the body is too large). */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description The request body is not JSON. Codes: UNSUPPORTED_MEDIA_TYPE (send application/json). */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description Over a limit; nothing changed. Codes: RATE_LIMITED (too many requests from this address). */
      429: {
        headers: {
          /** @description Seconds to wait before trying again (sent with RATE_LIMITED and UNAVAILABLE). */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description The service cannot take this request right now; try again later. Codes: UNAVAILABLE (the database cannot be reached). */
      503: {
        headers: {
          /** @description Seconds to wait before trying again (sent with RATE_LIMITED and UNAVAILABLE). */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
    };
  };
  listChains: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description Bookable locations listed per retailer; a retailer with none is left out. */
            data: {
              [key: string]: number;
            };
          };
        };
      };
      /** @description The request is malformed or breaks a rule; nothing changed. Codes: VALIDATION_FAILED (a value is invalid; field names it). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description Over a limit; nothing changed. Codes: RATE_LIMITED (too many requests from this address). */
      429: {
        headers: {
          /** @description Seconds to wait before trying again (sent with RATE_LIMITED and UNAVAILABLE). */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
      /** @description The service cannot take this request right now; try again later. Codes: UNAVAILABLE (the database cannot be reached). */
      503: {
        headers: {
          /** @description Seconds to wait before trying again (sent with RATE_LIMITED and UNAVAILABLE). */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrors'];
        };
      };
    };
  };
}
