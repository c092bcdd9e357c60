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
}
export type webhooks = Record<string, never>;
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
             * @description PENDING until paid; PAID once a payment succeeded; EXPIRED after the deadline; CANCELLED by the client. Failed attempts are kept as attempts and leave the shipment PENDING.
             * @enum {string}
             */
            payment_status: "PENDING" | "PAID" | "FAILED" | "EXPIRED" | "CANCELLED";
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
}
