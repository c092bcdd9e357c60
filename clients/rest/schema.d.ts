// Generated from openapi/openapi.json by `npm run openapi`. Do not edit.
export interface paths {
    "/shipments/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Retrieve a shipment
         * @description Shipments of the key's account and mode only: a test key never sees live shipments and vice versa (404).
         */
        get: operations["shipments-get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/shipments/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel a shipment
         * @description Moves a PENDING shipment to CANCELLED: its payment link stops accepting payments and scheduled messages are skipped. Cancelling a CANCELLED shipment returns it unchanged; a PAID or EXPIRED shipment cannot be cancelled (409 invalid_status_transition).
         */
        post: operations["shipments-cancel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/shipments/{id}/communications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a shipment's consignee messages
         * @description Every email and SMS sent, scheduled, simulated (test mode), suppressed or failed for the shipment, oldest first, with its full content. Shipments of the key's account and mode only.
         */
        get: operations["shipments-communications"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/shipments/{id}/calculation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Explain how the amounts were calculated
         * @description The explanation stored with the shipment at creation: the same input and datasets always give the same result.
         */
        get: operations["shipments-calculation"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhook-endpoints/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Retrieve a webhook endpoint */
        get: operations["webhookEndpoints-get"];
        put?: never;
        post?: never;
        /**
         * Delete a webhook endpoint
         * @description Its pending deliveries and relay log go with it.
         */
        delete: operations["webhookEndpoints-delete"];
        options?: never;
        head?: never;
        /** Update a webhook endpoint */
        patch: operations["webhookEndpoints-update"];
        trace?: never;
    };
    "/webhook-endpoints/{id}/rotate-secret": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Rotate the signing secret
         * @description Returns the new secret (shown once). For 24 hours every delivery carries two signatures in webhook-signature, one per secret, so receivers can switch at their pace.
         */
        post: operations["webhookEndpoints-rotateSecret"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhook-endpoints/{id}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Status relay log of an endpoint
         * @description Deliveries, newest first, each with every attempt (status code, error, duration, first 2 KB of the response).
         */
        get: operations["webhookEndpoints-deliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhook-endpoints/{id}/deliveries/{delivery_id}/replay": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Replay a delivery
         * @description Sends a failed (or succeeded) delivery again now, with the same webhook-id and a fresh retry schedule. 409 while it is still pending or when the endpoint is disabled.
         */
        post: operations["webhookEndpoints-replayDelivery"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/status-files/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Retrieve a status file with its content */
        get: operations["statusFiles-get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/brands/{brand_id}/sftp-config": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Retrieve a brand's SFTP configuration */
        get: operations["sftpConfigs-get"];
        /**
         * Create or replace a brand's SFTP configuration
         * @description One configuration per brand and key mode. Events of the brand are batched into status files (CSV and/or JSON, see docs/status-relays.md) and pushed by SFTP, written as `.<name>.part` and renamed. Live files are retried until pushed; test-mode files are kept for GET /status-files/ and never pushed.
         */
        put: operations["sftpConfigs-put"];
        post?: never;
        /**
         * Delete a brand's SFTP configuration
         * @description Queued events and generated files of this configuration are deleted with it.
         */
        delete: operations["sftpConfigs-delete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/shipments/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a shipment
         * @description Classifies items without `hs_code`, computes duties, taxes and brand fees for the destination, stores the shipment and schedules the consignee notification. Send `Idempotency-Key` to make retries safe: a retry with the same key and body returns the first response (header `Idempotent-Replayed: true`); the same key with another body is a 409.
         */
        post: operations["shipments-create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/classifications/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Classify product descriptions
         * @description Picks HS codes for free-text descriptions without creating a shipment. Uses the account's labelled examples (every shipment item sent with an hs_code), separately per mode.
         */
        post: operations["classifications-classify"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhook-endpoints/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List webhook endpoints
         * @description The key's account and mode (and brand, for a brand key); secrets are never listed.
         */
        get: operations["webhookEndpoints-list"];
        put?: never;
        /**
         * Create a webhook endpoint
         * @description Events of the key's mode (test keys: test events only) are POSTed to the URL, signed per Standard Webhooks with the returned secret, which is shown only here. See the webhooks section for payloads, and docs/status-relays.md for the retry schedule.
         */
        post: operations["webhookEndpoints-create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/status-files/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List status files
         * @description Status files of the key's mode, newest first. With a test key these are the files test mode generated and kept instead of pushing.
         */
        get: operations["statusFiles-list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface webhooks {
    "shipment.created": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * shipment.created
         * @description A shipment was created; its duties, taxes and fees are calculated and the consignee will be notified.
         *
         *     Sent to every enabled endpoint of the account and mode whose brand and event filter match. Answer 2xx within 10 s; anything else is retried (5 s, 30 s, 2 min, 10 min, 30 min, 1 h, 3 h, 6 h, 12 h, 24 h, 24 h).
         */
        post: operations["webhook_shipment_created"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "shipment.payment_succeeded": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * shipment.payment_succeeded
         * @description A payment attempt for the shipment succeeded.
         *
         *     Sent to every enabled endpoint of the account and mode whose brand and event filter match. Answer 2xx within 10 s; anything else is retried (5 s, 30 s, 2 min, 10 min, 30 min, 1 h, 3 h, 6 h, 12 h, 24 h, 24 h).
         */
        post: operations["webhook_shipment_payment_succeeded"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "shipment.paid": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * shipment.paid
         * @description The shipment is paid in full (payment_status PAID).
         *
         *     Sent to every enabled endpoint of the account and mode whose brand and event filter match. Answer 2xx within 10 s; anything else is retried (5 s, 30 s, 2 min, 10 min, 30 min, 1 h, 3 h, 6 h, 12 h, 24 h, 24 h).
         */
        post: operations["webhook_shipment_paid"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "shipment.payment_failed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * shipment.payment_failed
         * @description A payment attempt failed; the shipment stays PENDING and the consignee may retry.
         *
         *     Sent to every enabled endpoint of the account and mode whose brand and event filter match. Answer 2xx within 10 s; anything else is retried (5 s, 30 s, 2 min, 10 min, 30 min, 1 h, 3 h, 6 h, 12 h, 24 h, 24 h).
         */
        post: operations["webhook_shipment_payment_failed"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "shipment.expired": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * shipment.expired
         * @description The payment deadline passed without payment (payment_status EXPIRED).
         *
         *     Sent to every enabled endpoint of the account and mode whose brand and event filter match. Answer 2xx within 10 s; anything else is retried (5 s, 30 s, 2 min, 10 min, 30 min, 1 h, 3 h, 6 h, 12 h, 24 h, 24 h).
         */
        post: operations["webhook_shipment_expired"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "shipment.cancelled": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * shipment.cancelled
         * @description The client cancelled the shipment (payment_status CANCELLED).
         *
         *     Sent to every enabled endpoint of the account and mode whose brand and event filter match. Answer 2xx within 10 s; anything else is retried (5 s, 30 s, 2 min, 10 min, 30 min, 1 h, 3 h, 6 h, 12 h, 24 h, 24 h).
         */
        post: operations["webhook_shipment_cancelled"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "shipment.notification_sent": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * shipment.notification_sent
         * @description The consignee was sent the payment notification (email or SMS).
         *
         *     Sent to every enabled endpoint of the account and mode whose brand and event filter match. Answer 2xx within 10 s; anything else is retried (5 s, 30 s, 2 min, 10 min, 30 min, 1 h, 3 h, 6 h, 12 h, 24 h, 24 h).
         */
        post: operations["webhook_shipment_notification_sent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "shipment.notification_failed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * shipment.notification_failed
         * @description The consignee notification could not be delivered.
         *
         *     Sent to every enabled endpoint of the account and mode whose brand and event filter match. Answer 2xx within 10 s; anything else is retried (5 s, 30 s, 2 min, 10 min, 30 min, 1 h, 3 h, 6 h, 12 h, 24 h, 24 h).
         */
        post: operations["webhook_shipment_notification_failed"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface components {
    schemas: {
        Shipment: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            brand_id: string;
            brand_slug: string;
            reference: string;
            is_test: boolean;
            currency: string;
            /**
             * @description Decimal amount, rounded to the currency minor unit
             * @example 12.50
             */
            total_duties: string;
            /**
             * @description Decimal amount, rounded to the currency minor unit
             * @example 12.50
             */
            total_taxes: string;
            /**
             * @description Decimal amount, rounded to the currency minor unit
             * @example 12.50
             */
            total_additional_fees: string;
            /**
             * @description total_duties + total_taxes + total_additional_fees
             * @example 12.50
             */
            total_amount: string;
            /**
             * @description PENDING until paid; PAID once a card payment succeeded; EXPIRED when the payment deadline passed unpaid; CANCELLED by the client (POST /shipments/{id}/cancel). PAID, EXPIRED and CANCELLED are final. Declined or refused card attempts are kept as payment attempts and leave the shipment PENDING (there is no FAILED shipment state).
             * @enum {string}
             */
            payment_status: "PENDING" | "PAID" | "EXPIRED" | "CANCELLED";
            /** @description {PAY_URL}/{token}/pay */
            payment_link: string;
            payment_deadline: string;
            /**
             * @description ISO 8601, UTC
             * @example 2026-11-22T10:00:00.000Z
             */
            created: string;
            consignee_name: string;
            consignee_email: string;
            consignee_phone: string | null;
            consignee_city: string;
            consignee_zip: string;
            consignee_country: string;
            sender_name: string;
            sender_city: string;
            sender_zip: string;
            sender_country: string;
            items: {
                description: string;
                /** @description The nomenclature's wording of the resolved tariff line */
                description_resolved: string;
                /** @description As sent by the client, or null */
                hs_code: string | null;
                /**
                 * @description 6-digit HS 2022 subheading
                 * @example 610910
                 */
                hs_code_resolved: string;
                /**
                 * @description Destination's national tariff code
                 * @example 6109100012
                 */
                hs_code_resolved_import: string;
                /** @description Origin country's national export code */
                hs_code_resolved_export: string;
                /** @description Confidence in [0,1] when landed classified the item; null when the client sent hs_code */
                classification_confidence: number | null;
                country_of_origin: string;
                /**
                 * @description Decimal amount, rounded to the currency minor unit
                 * @example 12.50
                 */
                declared_value: string;
                currency: string;
                quantity: number;
                weight_kg: string | null;
                /**
                 * @description declared_value × quantity, in the item currency
                 * @example 12.50
                 */
                total_value: string;
                /**
                 * @description In the shipment currency
                 * @example 12.50
                 */
                duty_amount: string;
                /**
                 * @description In the shipment currency
                 * @example 12.50
                 */
                tax_amount: string;
            }[];
            fees: {
                /** @enum {string} */
                fee_type: "CONSTANT" | "PERCENTAGE";
                display_name: string;
                /**
                 * @description In the shipment currency
                 * @example 12.50
                 */
                amount: string;
                /**
                 * @description Decimal amount, rounded to the currency minor unit
                 * @example 12.50
                 */
                original_amount: string;
                original_currency: string;
                is_visible: boolean;
            }[];
        };
        Communication: {
            /** Format: uuid */
            id: string;
            /** @enum {string} */
            channel: "email" | "sms";
            /** @description payment_request (the payment link) or receipt */
            purpose: string;
            /**
             * @description Live: QUEUED (about to send), SCHEDULED (SMS waiting for the local daytime window), SENT, FAILED (permanent failure or retries exhausted; see error). Test: SIMULATED (rendered and logged, never sent). Either: SUPPRESSED (recipient opted out), SKIPPED (no longer relevant: the shipment was paid, cancelled or expired before the send).
             * @enum {string}
             */
            status: "QUEUED" | "SCHEDULED" | "SENT" | "SIMULATED" | "FAILED" | "SUPPRESSED" | "SKIPPED";
            /** @description Email address or E.164 phone number */
            to: string;
            /** @description Email subject; null for SMS */
            subject: string | null;
            /** @description Plain-text body (the SMS text, or the email text part) */
            body: string;
            /** @description Email HTML part; null for SMS */
            html: string | null;
            /** @description ISO 8601, UTC */
            created: string;
            /** @description When a live send is (or would be, in test mode) due: SMS wait for the next local window */
            scheduled_for: string | null;
            /** @description When it was sent (or simulated) */
            sent_at: string | null;
            attempts: number;
            /** @description Last failure or suppression reason */
            error: string | null;
        };
        Calculation: {
            /** Format: uuid */
            shipment_id: string;
            currency: string;
            created: string;
            /** @description Per item: tariff line, rate text, customs value, exchange rates and dates, threshold decisions; per fee: its rule; the datasets used */
            explanation: {
                /** @description Engine version that produced the amounts */
                engine: string;
                /** @description The date whose rates and thresholds applied (UTC date of creation) */
                calculationDate: string;
                destination: string;
                /** @description Tariff used: US, EU, GB, CA, AU, CH or NO */
                tariff: string;
                destinationCurrency: string;
                shipmentCurrency: string;
                valuation: {
                    /** @description CIF or FOB */
                    basis: string;
                    source: string;
                } & {
                    [key: string]: unknown;
                };
                /** @description Which exchange-rate date applies */
                fxRule: string;
                rounding: string;
                consignment: {
                    goodsValue: string;
                    currency: string;
                    thresholds: ({
                        rule: string;
                        applies: boolean;
                        effect: string;
                        source: string;
                    } & {
                        [key: string]: unknown;
                    })[];
                } & {
                    [key: string]: unknown;
                };
                items: ({
                    index: number;
                    hsCode: string;
                    importCode: string | null;
                    tariffLine: ({
                        tariff: string;
                        code: string;
                        description: string;
                        source: string;
                    } & {
                        [key: string]: unknown;
                    }) | null;
                    /** @description The rate as published, e.g. "16.5%" or "$1.104/kg + 14.9%" */
                    rateText: string | null;
                    customsValue: {
                        amount: string;
                        currency: string;
                        basis: string;
                    } & {
                        [key: string]: unknown;
                    };
                    toShipmentCurrency: {
                        from: string;
                        to: string;
                        rate: string;
                        rateDate: string | null;
                        rule: string;
                    } & {
                        [key: string]: unknown;
                    };
                    flags: string[];
                } & {
                    [key: string]: unknown;
                })[];
                fees: ({
                    displayName: string;
                    feeType: string;
                    rule: string;
                    computed: string;
                } & {
                    [key: string]: unknown;
                })[];
                datasets: ({
                    id: string;
                    kind: string;
                    version: string;
                } & {
                    [key: string]: unknown;
                })[];
                notes: string[];
            } & {
                [key: string]: unknown;
            };
        };
        ClassificationResponse: {
            data: {
                description: string;
                description_resolved: string;
                /** @description 6-digit HS 2022 subheading */
                hs_code_resolved: string;
                /** @description Longest national line of the destination tariff the description supports (6 digits when no national tariff is known) */
                hs_code_resolved_import: string;
                hs_code_resolved_export: string;
                /** @description In [0, 1] */
                confidence: number;
                /** @description The next three candidates, best first (the chosen code excluded) */
                alternatives: {
                    hs_code: string;
                    description: string;
                    confidence: number;
                }[];
            }[];
        };
        WebhookEndpointWithSecret: {
            /** Format: uuid */
            id: string;
            url: string;
            description: string | null;
            /** @description Event types sent to this endpoint; null: every type */
            events: ("shipment.created" | "shipment.payment_succeeded" | "shipment.paid" | "shipment.payment_failed" | "shipment.expired" | "shipment.cancelled" | "shipment.notification_sent" | "shipment.notification_failed")[] | null;
            /** @description Only this brand's shipments; null: every brand of the account */
            brand_id: string | null;
            /**
             * @description The creating key's mode: test endpoints receive only test events (is_test true), live endpoints only live events
             * @enum {string}
             */
            mode: "live" | "test";
            enabled: boolean;
            /** @description Why the endpoint is disabled: by the client, or after 5 deliveries in a row failed every attempt */
            disabled_reason: string | null;
            /** @description After a rotation, deliveries are also signed with the previous secret until this time (24 h) */
            previous_secret_expires: string | null;
            created: string;
            updated: string;
            /**
             * @description Signing secret `whsec_…` (Standard Webhooks). Shown only in this response.
             * @example whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw
             */
            secret: string;
        };
        WebhookEndpoint: {
            /** Format: uuid */
            id: string;
            url: string;
            description: string | null;
            /** @description Event types sent to this endpoint; null: every type */
            events: ("shipment.created" | "shipment.payment_succeeded" | "shipment.paid" | "shipment.payment_failed" | "shipment.expired" | "shipment.cancelled" | "shipment.notification_sent" | "shipment.notification_failed")[] | null;
            /** @description Only this brand's shipments; null: every brand of the account */
            brand_id: string | null;
            /**
             * @description The creating key's mode: test endpoints receive only test events (is_test true), live endpoints only live events
             * @enum {string}
             */
            mode: "live" | "test";
            enabled: boolean;
            /** @description Why the endpoint is disabled: by the client, or after 5 deliveries in a row failed every attempt */
            disabled_reason: string | null;
            /** @description After a rotation, deliveries are also signed with the previous secret until this time (24 h) */
            previous_secret_expires: string | null;
            created: string;
            updated: string;
        };
        WebhookDelivery: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            endpoint_id: string;
            /** @description Also the webhook-id header of every attempt */
            event_id: string;
            event_type: string;
            /** Format: uuid */
            shipment_id: string;
            /**
             * @description pending: being attempted (or a retry is scheduled); succeeded: a 2xx was received; failed: every attempt of the schedule failed (replayable)
             * @enum {string}
             */
            status: "pending" | "succeeded" | "failed";
            attempt_count: number;
            next_attempt: string | null;
            last_status_code: number | null;
            last_error: string | null;
            succeeded: string | null;
            created: string;
            attempts: {
                /** @description 1-based, over the life of the delivery (replays continue the numbering) */
                attempt: number;
                /**
                 * @description interrupted: the worker stopped during the request; the attempt was repeated
                 * @enum {string}
                 */
                outcome: "in_flight" | "succeeded" | "failed" | "interrupted";
                status_code: number | null;
                /** @description e.g. "HTTP 500", "timed out after 10000 ms", "connect ECONNREFUSED …" */
                error: string | null;
                /** @description First 2 KB of the response */
                response_body: string | null;
                duration_ms: number | null;
                url: string;
                started: string;
            }[];
        };
        StatusFile: {
            /** Format: uuid */
            id: string;
            /** @example landed-status_northwind_20261122T101500Z_3f2a9c1e.csv */
            name: string;
            /** @enum {string} */
            format: "csv" | "json";
            /** Format: uuid */
            brand_id: string;
            is_test: boolean;
            /**
             * @description pending: waiting to be pushed (retried until it is); pushed: on the SFTP server; kept: test mode, generated but never pushed
             * @enum {string}
             */
            state: "pending" | "pushed" | "kept";
            event_count: number;
            attempts: number;
            last_error: string | null;
            pushed: string | null;
            created: string;
        };
        StatusFileWithContent: {
            /** Format: uuid */
            id: string;
            /** @example landed-status_northwind_20261122T101500Z_3f2a9c1e.csv */
            name: string;
            /** @enum {string} */
            format: "csv" | "json";
            /** Format: uuid */
            brand_id: string;
            is_test: boolean;
            /**
             * @description pending: waiting to be pushed (retried until it is); pushed: on the SFTP server; kept: test mode, generated but never pushed
             * @enum {string}
             */
            state: "pending" | "pushed" | "kept";
            event_count: number;
            attempts: number;
            last_error: string | null;
            pushed: string | null;
            created: string;
            /** @description The file as pushed (UTF-8 text) */
            content: string;
        };
        SftpConfig: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            brand_id: string;
            /**
             * @description The key mode it was saved with. Test configurations generate files but never connect.
             * @enum {string}
             */
            mode: "live" | "test";
            host: string;
            port: number;
            username: string;
            /** @description Credentials are stored but never returned */
            has_password: boolean;
            has_private_key: boolean;
            host_key_sha256: string | null;
            remote_dir: string;
            formats: ("csv" | "json")[];
            interval_minutes: number;
            enabled: boolean;
            last_push: string | null;
            last_error: string | null;
            created: string;
            updated: string;
        };
        Error: {
            error: {
                /** @enum {string} */
                type: "invalid_request_error" | "authentication_error" | "permission_error" | "idempotency_error" | "rate_limit_error" | "api_error";
                /** @description Machine-readable code, e.g. validation_failed, invalid_api_key, brand_not_found */
                code: string;
                /** @description Human-readable message */
                message: string;
                /** @description The request field at fault, as a JSON path such as items[0].quantity */
                param?: string;
                /** @description Every offending field, for validation failures */
                errors?: {
                    param: string;
                    message: string;
                    code?: string;
                }[];
                /** @description Also in the X-Request-Id response header */
                request_id?: string;
            };
        };
        /** @description A shipment event, as POSTed to webhook endpoints and listed in JSON status files. The body is identical on every attempt. */
        ShipmentEvent: {
            /**
             * @description Event id; also the webhook-id header. Unique per event, the same on retries and replays: use it to deduplicate.
             * @example evt_3f2a9c1e6b7d4e0f9a8b7c6d5e4f3a2b
             */
            id: string;
            /** @enum {string} */
            type: "shipment.created" | "shipment.payment_succeeded" | "shipment.paid" | "shipment.payment_failed" | "shipment.expired" | "shipment.cancelled" | "shipment.notification_sent" | "shipment.notification_failed";
            /**
             * Format: date-time
             * @description When the change happened (UTC)
             */
            created: string;
            /** @description true for test-mode events, which only test-mode endpoints receive */
            is_test: boolean;
            data: {
                shipment: components["schemas"]["Shipment"];
                /** @description Facts specific to the event (e.g. payment attempt or message id), when the emitter has any */
                details?: {
                    [key: string]: unknown;
                };
            };
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
    "shipments-get": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Shipment id (UUID) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "3c1607ec-ad8d-4b51-a711-057c52f5101b",
                     *       "brand_id": "11424dbe-7593-4166-b3bd-3790f5a13b27",
                     *       "brand_slug": "northwind",
                     *       "reference": "ORDER-1001",
                     *       "is_test": true,
                     *       "currency": "EUR",
                     *       "total_duties": "7.70",
                     *       "total_taxes": "28.25",
                     *       "total_additional_fees": "6.45",
                     *       "total_amount": "42.40",
                     *       "payment_status": "PENDING",
                     *       "payment_link": "https://pay.example.com/p/cqpYOXtlWTUWroUO-DYsQhBYblAfg5sM/pay",
                     *       "payment_deadline": "2026-12-06T11:15:13.210Z",
                     *       "created": "2026-11-22T11:15:13.210Z",
                     *       "consignee_name": "Erika Mustermann",
                     *       "consignee_email": "erika@example.com",
                     *       "consignee_phone": null,
                     *       "consignee_city": "Berlin",
                     *       "consignee_zip": "10115",
                     *       "consignee_country": "DE",
                     *       "sender_name": "Northwind Outfitters",
                     *       "sender_city": "New York",
                     *       "sender_zip": "10001",
                     *       "sender_country": "US",
                     *       "items": [
                     *         {
                     *           "description": "Hoodie, 80% cotton 20% polyester, knitted",
                     *           "description_resolved": "Jerseys, pullovers, cardigans, waistcoats and similar articles, knitted or crocheted; of cotton",
                     *           "hs_code": null,
                     *           "hs_code_resolved": "611020",
                     *           "hs_code_resolved_import": "61102099",
                     *           "hs_code_resolved_export": "6110202079",
                     *           "classification_confidence": 0.93,
                     *           "country_of_origin": "US",
                     *           "declared_value": "45.00",
                     *           "currency": "USD",
                     *           "quantity": 1,
                     *           "weight_kg": null,
                     *           "total_value": "45.00",
                     *           "duty_amount": "4.62",
                     *           "tax_amount": "8.18"
                     *         },
                     *         {
                     *           "description": "Leather handbag",
                     *           "description_resolved": "Handbags, whether or not with shoulder strap, including those without handle; with outer surface of leather, of composition leather or of patent leather",
                     *           "hs_code": "4202.21",
                     *           "hs_code_resolved": "420221",
                     *           "hs_code_resolved_import": "42022100",
                     *           "hs_code_resolved_export": "4202219000",
                     *           "classification_confidence": null,
                     *           "country_of_origin": "IT",
                     *           "declared_value": "120.00",
                     *           "currency": "USD",
                     *           "quantity": 1,
                     *           "weight_kg": null,
                     *           "total_value": "120.00",
                     *           "duty_amount": "3.08",
                     *           "tax_amount": "20.07"
                     *         }
                     *       ],
                     *       "fees": [
                     *         {
                     *           "fee_type": "CONSTANT",
                     *           "display_name": "Customs clearance",
                     *           "amount": "4.95",
                     *           "original_amount": "4.95",
                     *           "original_currency": "EUR",
                     *           "is_visible": true
                     *         },
                     *         {
                     *           "fee_type": "PERCENTAGE",
                     *           "display_name": "Disbursement fee",
                     *           "amount": "1.50",
                     *           "original_amount": "1.50",
                     *           "original_currency": "EUR",
                     *           "is_visible": true
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Shipment"];
                };
            };
            /** @description Missing or invalid API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "authentication_error",
                     *         "code": "missing_api_key",
                     *         "message": "Missing API key",
                     *         "request_id": "req_2f6c1d0e9a7b4c3d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Brand not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "invalid_request_error",
                     *         "code": "brand_not_found",
                     *         "message": "Brand not found",
                     *         "param": "brand_id",
                     *         "request_id": "req_2f6c1d0e9a7b4c3d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "shipments-cancel": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Shipment id (UUID) */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Why, for the status history */
                    reason?: string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Shipment"];
                };
            };
            /** @description Missing or invalid API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "authentication_error",
                     *         "code": "missing_api_key",
                     *         "message": "Missing API key",
                     *         "request_id": "req_2f6c1d0e9a7b4c3d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Brand not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "invalid_request_error",
                     *         "code": "brand_not_found",
                     *         "message": "Brand not found",
                     *         "param": "brand_id",
                     *         "request_id": "req_2f6c1d0e9a7b4c3d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Idempotency key reused with another body */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "idempotency_error",
                     *         "code": "idempotency_key_reused",
                     *         "message": "Keys for idempotent requests can only be used with the same parameters they were first used with",
                     *         "param": "Idempotency-Key",
                     *         "request_id": "req_2f6c1d0e9a7b4c3d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "shipments-communications": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Shipment id (UUID) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Communication"][];
                };
            };
            /** @description Missing or invalid API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "authentication_error",
                     *         "code": "missing_api_key",
                     *         "message": "Missing API key",
                     *         "request_id": "req_2f6c1d0e9a7b4c3d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Brand not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "invalid_request_error",
                     *         "code": "brand_not_found",
                     *         "message": "Brand not found",
                     *         "param": "brand_id",
                     *         "request_id": "req_2f6c1d0e9a7b4c3d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "shipments-calculation": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Shipment id (UUID) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Calculation"];
                };
            };
            /** @description Missing or invalid API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "authentication_error",
                     *         "code": "missing_api_key",
                     *         "message": "Missing API key",
                     *         "request_id": "req_2f6c1d0e9a7b4c3d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Brand not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "invalid_request_error",
                     *         "code": "brand_not_found",
                     *         "message": "Brand not found",
                     *         "param": "brand_id",
                     *         "request_id": "req_2f6c1d0e9a7b4c3d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "webhookEndpoints-get": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Webhook endpoint id (UUID) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEndpoint"];
                };
            };
            /** @description Missing or invalid API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "authentication_error",
                     *         "code": "missing_api_key",
                     *         "message": "Missing API key",
                     *         "request_id": "req_2f6c1d0e9a7b4c3d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Brand not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "invalid_request_error",
                     *         "code": "brand_not_found",
                     *         "message": "Brand not found",
                     *         "param": "brand_id",
                     *         "request_id": "req_2f6c1d0e9a7b4c3d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "webhookEndpoints-delete": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Webhook endpoint id (UUID) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        /** @constant */
                        deleted: true;
                    };
                };
            };
            /** @description Missing or invalid API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "authentication_error",
                     *         "code": "missing_api_key",
                     *         "message": "Missing API key",
                     *         "request_id": "req_2f6c1d0e9a7b4c3d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Brand not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "invalid_request_error",
                     *         "code": "brand_not_found",
                     *         "message": "Brand not found",
                     *         "param": "brand_id",
                     *         "request_id": "req_2f6c1d0e9a7b4c3d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "webhookEndpoints-update": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Webhook endpoint id (UUID) */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    url?: string;
                    /** @description New filter; null or empty: every type */
                    events?: ("shipment.created" | "shipment.payment_succeeded" | "shipment.paid" | "shipment.payment_failed" | "shipment.expired" | "shipment.cancelled" | "shipment.notification_sent" | "shipment.notification_failed")[] | null;
                    description?: string | null;
                    /** @description false pauses deliveries (pending ones end as failed and can be replayed); true re-enables and resets the failure count */
                    enabled?: boolean;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEndpoint"];
                };
            };
            /** @description Invalid request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "invalid_request_error",
                     *         "code": "brand_required",
                     *         "message": "brand_id is required when using an unrestricted API key",
                     *         "param": "brand_id",
                     *         "request_id": "req_2f6c1d0e9a7b4c3d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "authentication_error",
                     *         "code": "missing_api_key",
                     *         "message": "Missing API key",
                     *         "request_id": "req_2f6c1d0e9a7b4c3d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Brand not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "invalid_request_error",
                     *         "code": "brand_not_found",
                     *         "message": "Brand not found",
                     *         "param": "brand_id",
                     *         "request_id": "req_2f6c1d0e9a7b4c3d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "webhookEndpoints-rotateSecret": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Webhook endpoint id (UUID) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEndpointWithSecret"];
                };
            };
            /** @description Missing or invalid API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "authentication_error",
                     *         "code": "missing_api_key",
                     *         "message": "Missing API key",
                     *         "request_id": "req_2f6c1d0e9a7b4c3d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Brand not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "invalid_request_error",
                     *         "code": "brand_not_found",
                     *         "message": "Brand not found",
                     *         "param": "brand_id",
                     *         "request_id": "req_2f6c1d0e9a7b4c3d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "webhookEndpoints-deliveries": {
        parameters: {
            query?: {
                status?: "pending" | "succeeded" | "failed";
                event_id?: string;
                limit?: number;
            };
            header?: never;
            path: {
                /** @description Webhook endpoint id (UUID) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["WebhookDelivery"][];
                    };
                };
            };
            /** @description Invalid request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "invalid_request_error",
                     *         "code": "brand_required",
                     *         "message": "brand_id is required when using an unrestricted API key",
                     *         "param": "brand_id",
                     *         "request_id": "req_2f6c1d0e9a7b4c3d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "authentication_error",
                     *         "code": "missing_api_key",
                     *         "message": "Missing API key",
                     *         "request_id": "req_2f6c1d0e9a7b4c3d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Brand not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "invalid_request_error",
                     *         "code": "brand_not_found",
                     *         "message": "Brand not found",
                     *         "param": "brand_id",
                     *         "request_id": "req_2f6c1d0e9a7b4c3d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "webhookEndpoints-replayDelivery": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Webhook endpoint id (UUID) */
                id: string;
                /** @description Delivery id (UUID) */
                delivery_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookDelivery"];
                };
            };
            /** @description Missing or invalid API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "authentication_error",
                     *         "code": "missing_api_key",
                     *         "message": "Missing API key",
                     *         "request_id": "req_2f6c1d0e9a7b4c3d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Brand not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "invalid_request_error",
                     *         "code": "brand_not_found",
                     *         "message": "Brand not found",
                     *         "param": "brand_id",
                     *         "request_id": "req_2f6c1d0e9a7b4c3d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Idempotency key reused with another body */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "idempotency_error",
                     *         "code": "idempotency_key_reused",
                     *         "message": "Keys for idempotent requests can only be used with the same parameters they were first used with",
                     *         "param": "Idempotency-Key",
                     *         "request_id": "req_2f6c1d0e9a7b4c3d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "statusFiles-get": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Status file id (UUID) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StatusFileWithContent"];
                };
            };
            /** @description Missing or invalid API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "authentication_error",
                     *         "code": "missing_api_key",
                     *         "message": "Missing API key",
                     *         "request_id": "req_2f6c1d0e9a7b4c3d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Brand not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "invalid_request_error",
                     *         "code": "brand_not_found",
                     *         "message": "Brand not found",
                     *         "param": "brand_id",
                     *         "request_id": "req_2f6c1d0e9a7b4c3d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "sftpConfigs-get": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The brand's UUID or slug */
                brand_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SftpConfig"];
                };
            };
            /** @description Missing or invalid API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "authentication_error",
                     *         "code": "missing_api_key",
                     *         "message": "Missing API key",
                     *         "request_id": "req_2f6c1d0e9a7b4c3d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Brand not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "invalid_request_error",
                     *         "code": "brand_not_found",
                     *         "message": "Brand not found",
                     *         "param": "brand_id",
                     *         "request_id": "req_2f6c1d0e9a7b4c3d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "sftpConfigs-put": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The brand's UUID or slug */
                brand_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    host: string;
                    /** @description Default 22 */
                    port?: number;
                    username: string;
                    /** @description Write-only. Omitted: keep the stored one; null: remove it */
                    password?: string | null;
                    /** @description Write-only OpenSSH/PEM private key. Omitted: keep; null: remove */
                    private_key?: string | null;
                    /** @description Write-only passphrase of private_key */
                    passphrase?: string | null;
                    /** @description Pin the server host key; other keys are refused */
                    host_key_sha256?: string | null;
                    /** @description Existing directory to write into; default "." (the login directory) */
                    remote_dir?: string;
                    /** @description Default ["csv"]; one file per format per batch */
                    formats?: ("csv" | "json")[];
                    /** @description Batching window: a file is written this long after the first unbatched event (0: right away). Default 15 */
                    interval_minutes?: number;
                    enabled?: boolean;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SftpConfig"];
                };
            };
            /** @description Invalid request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "invalid_request_error",
                     *         "code": "brand_required",
                     *         "message": "brand_id is required when using an unrestricted API key",
                     *         "param": "brand_id",
                     *         "request_id": "req_2f6c1d0e9a7b4c3d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "authentication_error",
                     *         "code": "missing_api_key",
                     *         "message": "Missing API key",
                     *         "request_id": "req_2f6c1d0e9a7b4c3d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Brand not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "invalid_request_error",
                     *         "code": "brand_not_found",
                     *         "message": "Brand not found",
                     *         "param": "brand_id",
                     *         "request_id": "req_2f6c1d0e9a7b4c3d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "sftpConfigs-delete": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The brand's UUID or slug */
                brand_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        /** @constant */
                        deleted: true;
                    };
                };
            };
            /** @description Missing or invalid API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "authentication_error",
                     *         "code": "missing_api_key",
                     *         "message": "Missing API key",
                     *         "request_id": "req_2f6c1d0e9a7b4c3d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Brand not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "invalid_request_error",
                     *         "code": "brand_not_found",
                     *         "message": "Brand not found",
                     *         "param": "brand_id",
                     *         "request_id": "req_2f6c1d0e9a7b4c3d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "shipments-create": {
        parameters: {
            query?: never;
            header?: {
                /** @description Unique key (≤255 printable ASCII) making the creation safe to retry */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "brand_id": "northwind",
                 *       "currency": "EUR",
                 *       "reference": "ORDER-1001",
                 *       "items": [
                 *         {
                 *           "description": "Hoodie, 80% cotton 20% polyester, knitted",
                 *           "declared_value": "45.00",
                 *           "currency": "USD",
                 *           "country_of_origin": "US",
                 *           "quantity": 1
                 *         },
                 *         {
                 *           "description": "Leather handbag",
                 *           "declared_value": "120.00",
                 *           "currency": "USD",
                 *           "country_of_origin": "IT",
                 *           "quantity": 1,
                 *           "hs_code": "4202.21"
                 *         }
                 *       ],
                 *       "consignee_name": "Erika Mustermann",
                 *       "consignee_email": "erika@example.com",
                 *       "consignee_city": "Berlin",
                 *       "consignee_zip": "10115",
                 *       "consignee_country": "DE",
                 *       "sender_name": "Northwind Outfitters",
                 *       "sender_city": "New York",
                 *       "sender_zip": "10001",
                 *       "sender_country": "US"
                 *     }
                 */
                "application/json": {
                    /**
                     * @description Required with an account-level key; optional (defaults to the key brand) with a brand-scoped key
                     * @example acme-eu
                     */
                    brand_id?: string;
                    /**
                     * @description Currency of the amounts charged to the consignee
                     * @example EUR
                     */
                    currency: string;
                    reference: string;
                    items: {
                        /** @example Men's cotton knitted T-shirt */
                        description: string;
                        /**
                         * @description Value of one unit, in the item currency
                         * @example 25.00
                         */
                        declared_value: string | number;
                        /**
                         * @description ISO 4217 currency code
                         * @example EUR
                         */
                        currency: string;
                        /**
                         * @description ISO 3166-1 alpha-2 country code
                         * @example DE
                         */
                        country_of_origin: string;
                        quantity: number;
                        /**
                         * @description HS or national code (6–10 digits, dots allowed). Validated, never overwritten; landed classifies the item when absent.
                         * @example 6109.10
                         */
                        hs_code?: string;
                        /**
                         * @description Net weight of one unit in kg; used by specific duties (per kg). When absent such duties are estimated and flagged.
                         * @example 49.90
                         */
                        weight_kg?: string | number;
                    }[];
                    consignee_name: string;
                    /** Format: email */
                    consignee_email: string;
                    consignee_phone?: string;
                    consignee_city: string;
                    consignee_zip: string;
                    /**
                     * @description Destination country
                     * @example DE
                     */
                    consignee_country: string;
                    sender_name: string;
                    sender_city: string;
                    sender_zip: string;
                    /**
                     * @description ISO 3166-1 alpha-2 country code
                     * @example DE
                     */
                    sender_country: string;
                    /** @description Freight to the border, for destinations that value goods CIF */
                    shipping?: {
                        /**
                         * @description Decimal amount as a string (preferred) or number
                         * @example 49.90
                         */
                        amount: string | number;
                        /**
                         * @description ISO 4217 currency code
                         * @example EUR
                         */
                        currency: string;
                    };
                    /** @description Insurance cost, for destinations that value goods CIF */
                    insurance?: {
                        /**
                         * @description Decimal amount as a string (preferred) or number
                         * @example 49.90
                         */
                        amount: string | number;
                        /**
                         * @description ISO 4217 currency code
                         * @example EUR
                         */
                        currency: string;
                    };
                };
            };
        };
        responses: {
            /** @description The created shipment */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "3c1607ec-ad8d-4b51-a711-057c52f5101b",
                     *       "brand_id": "11424dbe-7593-4166-b3bd-3790f5a13b27",
                     *       "brand_slug": "northwind",
                     *       "reference": "ORDER-1001",
                     *       "is_test": true,
                     *       "currency": "EUR",
                     *       "total_duties": "7.70",
                     *       "total_taxes": "28.25",
                     *       "total_additional_fees": "6.45",
                     *       "total_amount": "42.40",
                     *       "payment_status": "PENDING",
                     *       "payment_link": "https://pay.example.com/p/cqpYOXtlWTUWroUO-DYsQhBYblAfg5sM/pay",
                     *       "payment_deadline": "2026-12-06T11:15:13.210Z",
                     *       "created": "2026-11-22T11:15:13.210Z",
                     *       "consignee_name": "Erika Mustermann",
                     *       "consignee_email": "erika@example.com",
                     *       "consignee_phone": null,
                     *       "consignee_city": "Berlin",
                     *       "consignee_zip": "10115",
                     *       "consignee_country": "DE",
                     *       "sender_name": "Northwind Outfitters",
                     *       "sender_city": "New York",
                     *       "sender_zip": "10001",
                     *       "sender_country": "US",
                     *       "items": [
                     *         {
                     *           "description": "Hoodie, 80% cotton 20% polyester, knitted",
                     *           "description_resolved": "Jerseys, pullovers, cardigans, waistcoats and similar articles, knitted or crocheted; of cotton",
                     *           "hs_code": null,
                     *           "hs_code_resolved": "611020",
                     *           "hs_code_resolved_import": "61102099",
                     *           "hs_code_resolved_export": "6110202079",
                     *           "classification_confidence": 0.93,
                     *           "country_of_origin": "US",
                     *           "declared_value": "45.00",
                     *           "currency": "USD",
                     *           "quantity": 1,
                     *           "weight_kg": null,
                     *           "total_value": "45.00",
                     *           "duty_amount": "4.62",
                     *           "tax_amount": "8.18"
                     *         },
                     *         {
                     *           "description": "Leather handbag",
                     *           "description_resolved": "Handbags, whether or not with shoulder strap, including those without handle; with outer surface of leather, of composition leather or of patent leather",
                     *           "hs_code": "4202.21",
                     *           "hs_code_resolved": "420221",
                     *           "hs_code_resolved_import": "42022100",
                     *           "hs_code_resolved_export": "4202219000",
                     *           "classification_confidence": null,
                     *           "country_of_origin": "IT",
                     *           "declared_value": "120.00",
                     *           "currency": "USD",
                     *           "quantity": 1,
                     *           "weight_kg": null,
                     *           "total_value": "120.00",
                     *           "duty_amount": "3.08",
                     *           "tax_amount": "20.07"
                     *         }
                     *       ],
                     *       "fees": [
                     *         {
                     *           "fee_type": "CONSTANT",
                     *           "display_name": "Customs clearance",
                     *           "amount": "4.95",
                     *           "original_amount": "4.95",
                     *           "original_currency": "EUR",
                     *           "is_visible": true
                     *         },
                     *         {
                     *           "fee_type": "PERCENTAGE",
                     *           "display_name": "Disbursement fee",
                     *           "amount": "1.50",
                     *           "original_amount": "1.50",
                     *           "original_currency": "EUR",
                     *           "is_visible": true
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Shipment"];
                };
            };
            /** @description Invalid request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "invalid_request_error",
                     *         "code": "brand_required",
                     *         "message": "brand_id is required when using an unrestricted API key",
                     *         "param": "brand_id",
                     *         "request_id": "req_2f6c1d0e9a7b4c3d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "authentication_error",
                     *         "code": "missing_api_key",
                     *         "message": "Missing API key",
                     *         "request_id": "req_2f6c1d0e9a7b4c3d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Brand not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "invalid_request_error",
                     *         "code": "brand_not_found",
                     *         "message": "Brand not found",
                     *         "param": "brand_id",
                     *         "request_id": "req_2f6c1d0e9a7b4c3d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Idempotency key reused with another body */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "idempotency_error",
                     *         "code": "idempotency_key_reused",
                     *         "message": "Keys for idempotent requests can only be used with the same parameters they were first used with",
                     *         "param": "Idempotency-Key",
                     *         "request_id": "req_2f6c1d0e9a7b4c3d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "classifications-classify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    items: {
                        /** @example Kovict 10Pcs Silicone Beads BowKnot Focal Beads For Jewelry Making */
                        description: string;
                        /**
                         * @description For the national import code
                         * @example DE
                         */
                        destination_country?: string;
                        /**
                         * @description For the national export code
                         * @example DE
                         */
                        sender_country?: string;
                    }[];
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClassificationResponse"];
                };
            };
            /** @description Invalid request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "invalid_request_error",
                     *         "code": "brand_required",
                     *         "message": "brand_id is required when using an unrestricted API key",
                     *         "param": "brand_id",
                     *         "request_id": "req_2f6c1d0e9a7b4c3d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "authentication_error",
                     *         "code": "missing_api_key",
                     *         "message": "Missing API key",
                     *         "request_id": "req_2f6c1d0e9a7b4c3d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "webhookEndpoints-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["WebhookEndpoint"][];
                    };
                };
            };
            /** @description Missing or invalid API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "authentication_error",
                     *         "code": "missing_api_key",
                     *         "message": "Missing API key",
                     *         "request_id": "req_2f6c1d0e9a7b4c3d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "webhookEndpoints-create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description http(s) URL receiving POSTs. Hosts that are (or resolve to) private, loopback or link-local addresses are refused unless the server runs with LANDED_ALLOW_PRIVATE_WEBHOOKS=true.
                     * @example https://example.com/hooks/landed
                     */
                    url: string;
                    /** @description Event types to receive; omitted or empty: every type */
                    events?: ("shipment.created" | "shipment.payment_succeeded" | "shipment.paid" | "shipment.payment_failed" | "shipment.expired" | "shipment.cancelled" | "shipment.notification_sent" | "shipment.notification_failed")[];
                    /**
                     * @description Only this brand's events. A brand-scoped key's endpoints are always for its brand.
                     * @example acme-eu
                     */
                    brand_id?: string;
                    description?: string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEndpointWithSecret"];
                };
            };
            /** @description Invalid request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "invalid_request_error",
                     *         "code": "brand_required",
                     *         "message": "brand_id is required when using an unrestricted API key",
                     *         "param": "brand_id",
                     *         "request_id": "req_2f6c1d0e9a7b4c3d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "authentication_error",
                     *         "code": "missing_api_key",
                     *         "message": "Missing API key",
                     *         "request_id": "req_2f6c1d0e9a7b4c3d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Brand not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "invalid_request_error",
                     *         "code": "brand_not_found",
                     *         "message": "Brand not found",
                     *         "param": "brand_id",
                     *         "request_id": "req_2f6c1d0e9a7b4c3d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Idempotency key reused with another body */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "idempotency_error",
                     *         "code": "idempotency_key_reused",
                     *         "message": "Keys for idempotent requests can only be used with the same parameters they were first used with",
                     *         "param": "Idempotency-Key",
                     *         "request_id": "req_2f6c1d0e9a7b4c3d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "statusFiles-list": {
        parameters: {
            query?: {
                brand_id?: string;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["StatusFile"][];
                    };
                };
            };
            /** @description Invalid request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "invalid_request_error",
                     *         "code": "brand_required",
                     *         "message": "brand_id is required when using an unrestricted API key",
                     *         "param": "brand_id",
                     *         "request_id": "req_2f6c1d0e9a7b4c3d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "type": "authentication_error",
                     *         "code": "missing_api_key",
                     *         "message": "Missing API key",
                     *         "request_id": "req_2f6c1d0e9a7b4c3d"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    webhook_shipment_created: {
        parameters: {
            query?: never;
            header: {
                /** @description The event id; the same on every attempt */
                "webhook-id": string;
                /** @description Unix seconds when this attempt was signed; reject stale ones (Standard Webhooks suggests 5 minutes) */
                "webhook-timestamp": string;
                /** @description Space-separated `v1,<base64 HMAC-SHA256 of "{webhook-id}.{webhook-timestamp}.{body}">`, keyed with the base64-decoded part of the secret after `whsec_`. Two signatures during the 24 h after a secret rotation. */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ShipmentEvent"] & {
                    /** @constant */
                    type?: "shipment.created";
                };
            };
        };
        responses: {
            /** @description Received; any other status (or no answer within the timeout) is retried */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhook_shipment_payment_succeeded: {
        parameters: {
            query?: never;
            header: {
                /** @description The event id; the same on every attempt */
                "webhook-id": string;
                /** @description Unix seconds when this attempt was signed; reject stale ones (Standard Webhooks suggests 5 minutes) */
                "webhook-timestamp": string;
                /** @description Space-separated `v1,<base64 HMAC-SHA256 of "{webhook-id}.{webhook-timestamp}.{body}">`, keyed with the base64-decoded part of the secret after `whsec_`. Two signatures during the 24 h after a secret rotation. */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ShipmentEvent"] & {
                    /** @constant */
                    type?: "shipment.payment_succeeded";
                };
            };
        };
        responses: {
            /** @description Received; any other status (or no answer within the timeout) is retried */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhook_shipment_paid: {
        parameters: {
            query?: never;
            header: {
                /** @description The event id; the same on every attempt */
                "webhook-id": string;
                /** @description Unix seconds when this attempt was signed; reject stale ones (Standard Webhooks suggests 5 minutes) */
                "webhook-timestamp": string;
                /** @description Space-separated `v1,<base64 HMAC-SHA256 of "{webhook-id}.{webhook-timestamp}.{body}">`, keyed with the base64-decoded part of the secret after `whsec_`. Two signatures during the 24 h after a secret rotation. */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ShipmentEvent"] & {
                    /** @constant */
                    type?: "shipment.paid";
                };
            };
        };
        responses: {
            /** @description Received; any other status (or no answer within the timeout) is retried */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhook_shipment_payment_failed: {
        parameters: {
            query?: never;
            header: {
                /** @description The event id; the same on every attempt */
                "webhook-id": string;
                /** @description Unix seconds when this attempt was signed; reject stale ones (Standard Webhooks suggests 5 minutes) */
                "webhook-timestamp": string;
                /** @description Space-separated `v1,<base64 HMAC-SHA256 of "{webhook-id}.{webhook-timestamp}.{body}">`, keyed with the base64-decoded part of the secret after `whsec_`. Two signatures during the 24 h after a secret rotation. */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ShipmentEvent"] & {
                    /** @constant */
                    type?: "shipment.payment_failed";
                };
            };
        };
        responses: {
            /** @description Received; any other status (or no answer within the timeout) is retried */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhook_shipment_expired: {
        parameters: {
            query?: never;
            header: {
                /** @description The event id; the same on every attempt */
                "webhook-id": string;
                /** @description Unix seconds when this attempt was signed; reject stale ones (Standard Webhooks suggests 5 minutes) */
                "webhook-timestamp": string;
                /** @description Space-separated `v1,<base64 HMAC-SHA256 of "{webhook-id}.{webhook-timestamp}.{body}">`, keyed with the base64-decoded part of the secret after `whsec_`. Two signatures during the 24 h after a secret rotation. */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ShipmentEvent"] & {
                    /** @constant */
                    type?: "shipment.expired";
                };
            };
        };
        responses: {
            /** @description Received; any other status (or no answer within the timeout) is retried */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhook_shipment_cancelled: {
        parameters: {
            query?: never;
            header: {
                /** @description The event id; the same on every attempt */
                "webhook-id": string;
                /** @description Unix seconds when this attempt was signed; reject stale ones (Standard Webhooks suggests 5 minutes) */
                "webhook-timestamp": string;
                /** @description Space-separated `v1,<base64 HMAC-SHA256 of "{webhook-id}.{webhook-timestamp}.{body}">`, keyed with the base64-decoded part of the secret after `whsec_`. Two signatures during the 24 h after a secret rotation. */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ShipmentEvent"] & {
                    /** @constant */
                    type?: "shipment.cancelled";
                };
            };
        };
        responses: {
            /** @description Received; any other status (or no answer within the timeout) is retried */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhook_shipment_notification_sent: {
        parameters: {
            query?: never;
            header: {
                /** @description The event id; the same on every attempt */
                "webhook-id": string;
                /** @description Unix seconds when this attempt was signed; reject stale ones (Standard Webhooks suggests 5 minutes) */
                "webhook-timestamp": string;
                /** @description Space-separated `v1,<base64 HMAC-SHA256 of "{webhook-id}.{webhook-timestamp}.{body}">`, keyed with the base64-decoded part of the secret after `whsec_`. Two signatures during the 24 h after a secret rotation. */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ShipmentEvent"] & {
                    /** @constant */
                    type?: "shipment.notification_sent";
                };
            };
        };
        responses: {
            /** @description Received; any other status (or no answer within the timeout) is retried */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhook_shipment_notification_failed: {
        parameters: {
            query?: never;
            header: {
                /** @description The event id; the same on every attempt */
                "webhook-id": string;
                /** @description Unix seconds when this attempt was signed; reject stale ones (Standard Webhooks suggests 5 minutes) */
                "webhook-timestamp": string;
                /** @description Space-separated `v1,<base64 HMAC-SHA256 of "{webhook-id}.{webhook-timestamp}.{body}">`, keyed with the base64-decoded part of the secret after `whsec_`. Two signatures during the 24 h after a secret rotation. */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ShipmentEvent"] & {
                    /** @constant */
                    type?: "shipment.notification_failed";
                };
            };
        };
        responses: {
            /** @description Received; any other status (or no answer within the timeout) is retried */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
}
