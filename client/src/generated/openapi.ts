/**
 * Generated from contracts/openapi.json by `npm run generate` (openapi-typescript).
 * Do not edit.
 */

export interface paths {
    "/admin/api-keys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the team’s keys */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK. */
                200: {
                    headers: {
                        /** @description Requests per minute allowed (per key; per user for dashboard analytics). */
                        "RateLimit-Limit": string;
                        /** @description Requests left in the current window. */
                        "RateLimit-Remaining": string;
                        /** @description Seconds until the window resets. */
                        "RateLimit-Reset": string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiKeyList"];
                    };
                };
                /** @description Missing or invalid authentication. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Authenticated, but not allowed. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Rate limit exceeded; see Retry-After. */
                429: {
                    headers: {
                        /** @description Requests per minute allowed (per key; per user for dashboard analytics). */
                        "RateLimit-Limit": string;
                        /** @description Requests left in the current window. */
                        "RateLimit-Remaining": string;
                        /** @description Seconds until the window resets. */
                        "RateLimit-Reset": string;
                        /** @description Whole seconds to wait before retrying (at least 1). */
                        "Retry-After": string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Unexpected error; the body says nothing about the cause. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A dependency (database, identity provider) is unavailable; retry later. */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        /**
         * Create a publishable key
         * @description Creates a `pk` key for the secret key’s team. At least one allowed origin is required unless the installation sets `HEED_ALLOW_UNRESTRICTED_PK_ORIGINS=true`. A secret key cannot mint secret keys (403): those come from setup, the dashboard or the CLI.
         */
        post: {
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
                         * @description Only `pk` is accepted here.
                         * @enum {string}
                         */
                        keyType: "pk" | "sk";
                        appName: string;
                        allowedOrigins?: components["schemas"]["__schema0"];
                        /** @description Requests per minute; default 1000. */
                        rateLimit?: components["schemas"]["__schema2"];
                    };
                };
            };
            responses: {
                /** @description Created. */
                201: {
                    headers: {
                        /** @description Requests per minute allowed (per key; per user for dashboard analytics). */
                        "RateLimit-Limit": string;
                        /** @description Requests left in the current window. */
                        "RateLimit-Remaining": string;
                        /** @description Seconds until the window resets. */
                        "RateLimit-Reset": string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["IssuedApiKey"];
                    };
                };
                /** @description Invalid request: a field is missing, malformed or out of range. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Missing or invalid authentication. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Authenticated, but not allowed. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Request body larger than the limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Request body is not application/json. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Rate limit exceeded; see Retry-After. */
                429: {
                    headers: {
                        /** @description Requests per minute allowed (per key; per user for dashboard analytics). */
                        "RateLimit-Limit": string;
                        /** @description Requests left in the current window. */
                        "RateLimit-Remaining": string;
                        /** @description Seconds until the window resets. */
                        "RateLimit-Reset": string;
                        /** @description Whole seconds to wait before retrying (at least 1). */
                        "Retry-After": string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Unexpected error; the body says nothing about the cause. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A dependency (database, identity provider) is unavailable; retry later. */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/api-keys/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Revoke a key
         * @description Revokes a `pk` or `sk` key of the same team; it stops working at once on every API replica. An unknown key, or one of another team, is 404.
         */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: components["schemas"]["__schema3"];
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Done; no content. */
                204: {
                    headers: {
                        /** @description Requests per minute allowed (per key; per user for dashboard analytics). */
                        "RateLimit-Limit": string;
                        /** @description Requests left in the current window. */
                        "RateLimit-Remaining": string;
                        /** @description Seconds until the window resets. */
                        "RateLimit-Reset": string;
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Invalid request: a field is missing, malformed or out of range. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Missing or invalid authentication. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Authenticated, but not allowed. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Not found. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Request body larger than the limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Request body is not application/json. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Rate limit exceeded; see Retry-After. */
                429: {
                    headers: {
                        /** @description Requests per minute allowed (per key; per user for dashboard analytics). */
                        "RateLimit-Limit": string;
                        /** @description Requests left in the current window. */
                        "RateLimit-Remaining": string;
                        /** @description Seconds until the window resets. */
                        "RateLimit-Reset": string;
                        /** @description Whole seconds to wait before retrying (at least 1). */
                        "Retry-After": string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Unexpected error; the body says nothing about the cause. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A dependency (database, identity provider) is unavailable; retry later. */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/api-keys/{id}/rotate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Rotate a publishable key
         * @description Issues a new `pk` key with the same app name, allowed origins and rate limit. The old key keeps working for `gracePeriodHours` (0 = stops at once). Secret keys cannot be rotated with a secret key (403). Only an active key is rotated, and only once (its successor is rotated next): a revoked, expired or already rotated key is 409, and so is a `pk` key without allowed origins unless `HEED_ALLOW_UNRESTRICTED_PK_ORIGINS=true`. Rotations and revocations of one key at the same time happen one after the other.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: components["schemas"]["__schema3"];
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        gracePeriodHours: number;
                    };
                };
            };
            responses: {
                /** @description Created. */
                201: {
                    headers: {
                        /** @description Requests per minute allowed (per key; per user for dashboard analytics). */
                        "RateLimit-Limit": string;
                        /** @description Requests left in the current window. */
                        "RateLimit-Remaining": string;
                        /** @description Seconds until the window resets. */
                        "RateLimit-Reset": string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["RotatedApiKey"];
                    };
                };
                /** @description Invalid request: a field is missing, malformed or out of range. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Missing or invalid authentication. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Authenticated, but not allowed. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Not found. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Conflict with the current state. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Request body larger than the limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Request body is not application/json. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Rate limit exceeded; see Retry-After. */
                429: {
                    headers: {
                        /** @description Requests per minute allowed (per key; per user for dashboard analytics). */
                        "RateLimit-Limit": string;
                        /** @description Requests left in the current window. */
                        "RateLimit-Remaining": string;
                        /** @description Seconds until the window resets. */
                        "RateLimit-Reset": string;
                        /** @description Whole seconds to wait before retrying (at least 1). */
                        "Retry-After": string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Unexpected error; the body says nothing about the cause. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A dependency (database, identity provider) is unavailable; retry later. */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/org": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The organisation
         * @description Org admins only (members of `HEED_ADMIN_GROUP`). 404 before setup.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Organisation"];
                    };
                };
                /** @description Missing or invalid authentication. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Authenticated, but not allowed. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Not found. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Unexpected error; the body says nothing about the cause. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A dependency (database, identity provider) is unavailable; retry later. */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/org/teams": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** All teams of the organisation */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["TeamList"];
                    };
                };
                /** @description Missing or invalid authentication. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Authenticated, but not allowed. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Not found. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Unexpected error; the body says nothing about the cause. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A dependency (database, identity provider) is unavailable; retry later. */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        /**
         * Create a team
         * @description A taken slug is 409.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        slug: string;
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
                        "application/json": components["schemas"]["Team"];
                    };
                };
                /** @description Invalid request: a field is missing, malformed or out of range. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Missing or invalid authentication. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Authenticated, but not allowed. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Not found. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Conflict with the current state. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Request body larger than the limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Request body is not application/json. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Unexpected error; the body says nothing about the cause. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A dependency (database, identity provider) is unavailable; retry later. */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/org/teams/{slug}/group-mappings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The group mappings of a team
         * @description Org admins only. Sorted by group id.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    slug: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["GroupMappingList"];
                    };
                };
                /** @description Invalid request: a field is missing, malformed or out of range. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Missing or invalid authentication. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Authenticated, but not allowed. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Not found. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Unexpected error; the body says nothing about the cause. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A dependency (database, identity provider) is unavailable; retry later. */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        /**
         * Map an identity-provider group to a team role
         * @description Members of the group get the role in the team; `role` defaults to `admin`.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    slug: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        oidcGroupId: string;
                        /** @enum {string} */
                        role?: "viewer" | "editor" | "admin";
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
                        "application/json": components["schemas"]["GroupMapping"];
                    };
                };
                /** @description Invalid request: a field is missing, malformed or out of range. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Missing or invalid authentication. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Authenticated, but not allowed. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Not found. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Conflict with the current state. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Request body larger than the limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Request body is not application/json. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Unexpected error; the body says nothing about the cause. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A dependency (database, identity provider) is unavailable; retry later. */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/org/teams/{slug}/group-mappings/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove a group mapping */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    slug: string;
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Done; no content. */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Invalid request: a field is missing, malformed or out of range. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Missing or invalid authentication. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Authenticated, but not allowed. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Not found. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Request body larger than the limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Request body is not application/json. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Unexpected error; the body says nothing about the cause. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A dependency (database, identity provider) is unavailable; retry later. */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dashboard/api-keys/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * API key events of a team
         * @description Newest first. Org admins see the events of every key of the team; other members only those of `pk` keys (asking for an `sk` key by id gives an empty list). `nextBefore` is always null: cursor pagination is reserved for a later release.
         */
        get: {
            parameters: {
                query?: {
                    /** @description Team slug. Repeated: the first value is used. */
                    team?: components["schemas"]["__schema4"];
                    keyId?: string;
                    limit?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK. */
                200: {
                    headers: {
                        /** @description Per-user authorised data: no shared or browser cache may keep the answer. */
                        "Cache-Control": "no-store";
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiKeyEventPage"];
                    };
                };
                /** @description Invalid request: a field is missing, malformed or out of range. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Missing or invalid authentication. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Authenticated, but not allowed. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Unexpected error; the body says nothing about the cause. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A dependency (database, identity provider) is unavailable; retry later. */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dashboard/surveys/{teamSlug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Surveys of a team
         * @description The `team` query parameter must carry the same slug as the path.
         */
        get: {
            parameters: {
                query?: {
                    /** @description Team slug. Repeated: the first value is used. */
                    team?: components["schemas"]["__schema4"];
                };
                header?: never;
                path: {
                    teamSlug: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK. */
                200: {
                    headers: {
                        /** @description Per-user authorised data: no shared or browser cache may keep the answer. */
                        "Cache-Control": "no-store";
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["TeamSurveys"];
                    };
                };
                /** @description Invalid request: a field is missing, malformed or out of range. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Missing or invalid authentication. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Authenticated, but not allowed. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Unexpected error; the body says nothing about the cause. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A dependency (database, identity provider) is unavailable; retry later. */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Service health
         * @description Whether the API can serve traffic: the database answers and every migration has run. Load balancers should use the plain-text probes `/internal/isAlive` and `/internal/isReady`.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Health"];
                    };
                };
                /** @description Unexpected error; the body says nothing about the cause. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A dependency (database, identity provider) is unavailable; retry later. */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/intern/alerts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The team’s alert rules
         * @description Oldest first; Slack and Teams URLs masked.
         */
        get: {
            parameters: {
                query?: {
                    /** @description Team slug. Repeated: the first value is used. */
                    team?: components["schemas"]["__schema4"];
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK. */
                200: {
                    headers: {
                        /** @description Per-user authorised data: no shared or browser cache may keep the answer. */
                        "Cache-Control": "no-store";
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AlertRules"];
                    };
                };
                /** @description Invalid request: a field is missing, malformed or out of range. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Missing or invalid authentication. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Authenticated, but not allowed. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Unexpected error; the body says nothing about the cause. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A dependency (database, identity provider) is unavailable; retry later. */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        /**
         * Create an alert rule
         * @description Editors; at most 50 rules a team. `digest` needs `digestHour`. An e-mail destination while SMTP is not configured, a webhook endpoint of another team, or a Slack/Teams URL on an internal address is 400. Audited as `alert_rule.create` (never with the filter or destinations).
         */
        post: {
            parameters: {
                query?: {
                    /** @description Team slug. Repeated: the first value is used. */
                    team?: components["schemas"]["__schema4"];
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name: components["schemas"]["__schema6"];
                        filter: components["schemas"]["AlertFilter"];
                        mode: components["schemas"]["__schema35"];
                        digestHour?: components["schemas"]["__schema36"];
                        tz?: components["schemas"]["__schema37"];
                        destinations: components["schemas"]["__schema38"];
                        enabled?: boolean;
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
                        "application/json": components["schemas"]["AlertRule"];
                    };
                };
                /** @description Invalid request: a field is missing, malformed or out of range. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Missing or invalid authentication. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Authenticated, but not allowed. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Request body larger than the limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Request body is not application/json. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Unexpected error; the body says nothing about the cause. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A dependency (database, identity provider) is unavailable; retry later. */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/intern/alerts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete an alert rule
         * @description Team admins. Its pending messages are dropped. Audited as `alert_rule.delete`.
         */
        delete: {
            parameters: {
                query?: {
                    /** @description Team slug. Repeated: the first value is used. */
                    team?: components["schemas"]["__schema4"];
                };
                header?: never;
                path: {
                    /** @description Id of the alert rule. */
                    id: components["schemas"]["__schema50"];
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Done; no content. */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Invalid request: a field is missing, malformed or out of range. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Missing or invalid authentication. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Authenticated, but not allowed. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Not found. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Request body larger than the limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Request body is not application/json. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Unexpected error; the body says nothing about the cause. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A dependency (database, identity provider) is unavailable; retry later. */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        /**
         * Change an alert rule
         * @description Editors. `destinations` replaces the list (a saved Slack/Teams destination is kept by its `id`). Another team’s rule is 404. Audited as `alert_rule.update`.
         */
        patch: {
            parameters: {
                query?: {
                    /** @description Team slug. Repeated: the first value is used. */
                    team?: components["schemas"]["__schema4"];
                };
                header?: never;
                path: {
                    /** @description Id of the alert rule. */
                    id: components["schemas"]["__schema50"];
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name?: components["schemas"]["__schema6"];
                        filter?: components["schemas"]["AlertFilter"];
                        mode?: components["schemas"]["__schema35"];
                        digestHour?: components["schemas"]["__schema36"] | null;
                        tz?: components["schemas"]["__schema37"] | null;
                        destinations?: components["schemas"]["__schema38"];
                        enabled?: boolean;
                    };
                };
            };
            responses: {
                /** @description OK. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AlertRule"];
                    };
                };
                /** @description Invalid request: a field is missing, malformed or out of range. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Missing or invalid authentication. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Authenticated, but not allowed. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Not found. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Request body larger than the limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Request body is not application/json. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Unexpected error; the body says nothing about the cause. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A dependency (database, identity provider) is unavailable; retry later. */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/intern/alerts/{id}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A rule’s recent deliveries
         * @description The 20 newest messages of the rule, from the outbox log.
         */
        get: {
            parameters: {
                query?: {
                    /** @description Team slug. Repeated: the first value is used. */
                    team?: components["schemas"]["__schema4"];
                };
                header?: never;
                path: {
                    /** @description Id of the alert rule. */
                    id: components["schemas"]["__schema50"];
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK. */
                200: {
                    headers: {
                        /** @description Per-user authorised data: no shared or browser cache may keep the answer. */
                        "Cache-Control": "no-store";
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AlertDeliveries"];
                    };
                };
                /** @description Invalid request: a field is missing, malformed or out of range. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Missing or invalid authentication. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Authenticated, but not allowed. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Not found. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Unexpected error; the body says nothing about the cause. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A dependency (database, identity provider) is unavailable; retry later. */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/intern/alerts/{id}/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a sample alert
         * @description Editors. Queues a sample message (the newest item of the survey, else a made-up one) for every destination of the rule, enabled or not.
         */
        post: {
            parameters: {
                query?: {
                    /** @description Team slug. Repeated: the first value is used. */
                    team?: components["schemas"]["__schema4"];
                };
                header?: never;
                path: {
                    /** @description Id of the alert rule. */
                    id: components["schemas"]["__schema50"];
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Accepted. */
                202: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["QueuedAlertMessages"];
                    };
                };
                /** @description Invalid request: a field is missing, malformed or out of range. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Missing or invalid authentication. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Authenticated, but not allowed. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Not found. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Request body larger than the limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Request body is not application/json. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Unexpected error; the body says nothing about the cause. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A dependency (database, identity provider) is unavailable; retry later. */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/intern/api-keys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The team’s keys (dashboard)
         * @description Team admins. As `GET /admin/api-keys`: never a key value or hash.
         */
        get: {
            parameters: {
                query?: {
                    /** @description Team slug. Repeated: the first value is used. */
                    team?: components["schemas"]["__schema4"];
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK. */
                200: {
                    headers: {
                        /** @description Per-user authorised data: no shared or browser cache may keep the answer. */
                        "Cache-Control": "no-store";
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiKeyList"];
                    };
                };
                /** @description Invalid request: a field is missing, malformed or out of range. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Missing or invalid authentication. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Authenticated, but not allowed. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Unexpected error; the body says nothing about the cause. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A dependency (database, identity provider) is unavailable; retry later. */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        /**
         * Create a key (dashboard)
         * @description Team admins may create `pk` and `sk` keys. A `pk` key needs at least one allowed origin unless the installation sets `HEED_ALLOW_UNRESTRICTED_PK_ORIGINS=true`; an `sk` key takes none. The value is shown once. Audited as `api_key.create` with the user as actor.
         */
        post: {
            parameters: {
                query?: {
                    /** @description Team slug. Repeated: the first value is used. */
                    team?: components["schemas"]["__schema4"];
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        keyType: "pk" | "sk";
                        appName: string;
                        allowedOrigins?: components["schemas"]["__schema0"];
                        /** @description Requests per minute; default 1000. */
                        rateLimit?: components["schemas"]["__schema2"];
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
                        "application/json": components["schemas"]["IssuedApiKey"];
                    };
                };
                /** @description Invalid request: a field is missing, malformed or out of range. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Missing or invalid authentication. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Authenticated, but not allowed. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Request body larger than the limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Request body is not application/json. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Unexpected error; the body says nothing about the cause. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A dependency (database, identity provider) is unavailable; retry later. */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/intern/api-keys/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Revoke a key (dashboard)
         * @description Team admins. The key stops working at once on every API replica. Another team’s key is 404.
         */
        delete: {
            parameters: {
                query?: {
                    /** @description Team slug. Repeated: the first value is used. */
                    team?: components["schemas"]["__schema4"];
                };
                header?: never;
                path: {
                    id: components["schemas"]["__schema3"];
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Done; no content. */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Invalid request: a field is missing, malformed or out of range. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Missing or invalid authentication. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Authenticated, but not allowed. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Not found. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Request body larger than the limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Request body is not application/json. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Unexpected error; the body says nothing about the cause. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A dependency (database, identity provider) is unavailable; retry later. */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/intern/api-keys/{id}/rotate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Rotate a key (dashboard)
         * @description Team admins, `pk` and `sk` keys alike: a new key with the same type, app name, allowed origins and rate limit; the old one keeps working for `gracePeriodHours` (0 = stops at once). A revoked or expired key is 409; another team’s key 404.
         */
        post: {
            parameters: {
                query?: {
                    /** @description Team slug. Repeated: the first value is used. */
                    team?: components["schemas"]["__schema4"];
                };
                header?: never;
                path: {
                    id: components["schemas"]["__schema3"];
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        gracePeriodHours: number;
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
                        "application/json": components["schemas"]["RotatedApiKey"];
                    };
                };
                /** @description Invalid request: a field is missing, malformed or out of range. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Missing or invalid authentication. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Authenticated, but not allowed. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Not found. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Conflict with the current state. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Request body larger than the limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Request body is not application/json. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Unexpected error; the body says nothing about the cause. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A dependency (database, identity provider) is unavailable; retry later. */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/intern/feedback": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Feedback of a team, newest first
         * @description Newest first (`receivedAt`, then `id`). Filters: `surveyId`; `from`/`to` (inclusive days in `tz`, default UTC, of `receivedAt`); `appName`; `rating=<fieldId>:<n>` and `choice=<fieldId>:<optionId>` (repeatable, all must hold); `hasText`; `tag` (repeatable, all must hold); `theme=<themeId>|uncategorized`; `deviceType`; `q` (words in the text answers); `status` (repeatable, any of); `assignee=<userRef>|me|none`. `total` counts every item matching the filters. Pass `nextCursor` as `cursor` for the next page (with the same filters); pages never skip or repeat an item while new feedback arrives. A cursor is opaque and signed: an altered one is 400. An unknown parameter or a bad value is 400 naming it.
         */
        get: {
            parameters: {
                query?: {
                    /** @description Team slug. Repeated: the first value is used. */
                    team?: components["schemas"]["__schema4"];
                    surveyId?: components["schemas"]["__schema51"];
                    /** @description First day, inclusive, in `tz` (of `receivedAt`). */
                    from?: components["schemas"]["__schema8"];
                    /** @description Last day, inclusive, in `tz` (of `receivedAt`). */
                    to?: components["schemas"]["__schema10"];
                    /** @description IANA time zone of `from` and `to`; default `UTC`. */
                    tz?: components["schemas"]["__schema11"];
                    appName?: components["schemas"]["__schema13"];
                    /** @description `<fieldId>:<rating>`, or `<fieldId>:<min>-<max>` for the ratings `min` to `max` inclusive (e.g. `overall:1-2`; `min` ≤ `max`, at most 11 ratings); split at the last colon; repeatable, all must hold. */
                    rating?: components["schemas"]["__schema14"];
                    /** @description `<fieldId>:<optionId>` (split at the first colon); repeatable, all must hold. */
                    choice?: components["schemas"]["__schema17"];
                    hasText?: components["schemas"]["__schema20"];
                    /** @description Repeatable; the item must carry every tag given (case-insensitive). */
                    tag?: components["schemas"]["__schema21"];
                    /** @description A theme id, or `uncategorized`: items with text that matches no theme. */
                    theme?: components["schemas"]["__schema24"];
                    deviceType?: components["schemas"]["__schema26"];
                    /** @description Words that must all occur in the text answers (whole words, case-insensitive). */
                    q?: components["schemas"]["__schema27"];
                    /** @description `new`, `in_progress`, `resolved` or `ignored`; repeatable, any of them. */
                    status?: components["schemas"]["__schema29"];
                    /** @description A member’s `userRef`, `me` (the caller) or `none` (unassigned items). */
                    assignee?: components["schemas"]["__schema32"];
                    /** @description Page size, 1–200; default 50. */
                    limit?: components["schemas"]["__schema52"];
                    /** @description `nextCursor` of the previous page. */
                    cursor?: components["schemas"]["__schema53"];
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK. */
                200: {
                    headers: {
                        /** @description Per-user authorised data: no shared or browser cache may keep the answer. */
                        "Cache-Control": "no-store";
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FeedbackPage"];
                    };
                };
                /** @description Invalid request: a field is missing, malformed or out of range. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Missing or invalid authentication. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Authenticated, but not allowed. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Unexpected error; the body says nothing about the cause. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A dependency (database, identity provider) is unavailable; retry later. */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/intern/feedback/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One feedback item
         * @description An item of another team, or none, is 404.
         */
        get: {
            parameters: {
                query?: {
                    /** @description Team slug. Repeated: the first value is used. */
                    team?: components["schemas"]["__schema4"];
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK. */
                200: {
                    headers: {
                        /** @description Per-user authorised data: no shared or browser cache may keep the answer. */
                        "Cache-Control": "no-store";
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FeedbackItem"];
                    };
                };
                /** @description Invalid request: a field is missing, malformed or out of range. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Missing or invalid authentication. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Authenticated, but not allowed. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Not found. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Unexpected error; the body says nothing about the cause. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A dependency (database, identity provider) is unavailable; retry later. */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        /**
         * Delete a feedback item
         * @description Admins. The item goes with its tags and theme matches. Another team’s item is 404. Audited as `feedback.delete`.
         */
        delete: {
            parameters: {
                query?: {
                    /** @description Team slug. Repeated: the first value is used. */
                    team?: components["schemas"]["__schema4"];
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Done; no content. */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Invalid request: a field is missing, malformed or out of range. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Missing or invalid authentication. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Authenticated, but not allowed. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Not found. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Request body larger than the limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Request body is not application/json. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Unexpected error; the body says nothing about the cause. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A dependency (database, identity provider) is unavailable; retry later. */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        /**
         * Triage a feedback item
         * @description Editors. Sets the item’s `status` and/or `assignee` (a member’s `userRef`, `me`, or null); only the fields sent change, an empty body is 400. A status that changes sets `statusChangedAt`. An assignee who is not a member of the team (seen in the last 90 days) is 400 naming `assignee`. Another team’s item is 404. A change writes `feedback.updated` with `changes` (`status`, `assignee`); setting what the item has already changes and writes nothing.
         */
        patch: {
            parameters: {
                query?: {
                    /** @description Team slug. Repeated: the first value is used. */
                    team?: components["schemas"]["__schema4"];
                };
                header?: never;
                path: {
                    /** @description Id of the feedback item. */
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        status?: components["schemas"]["__schema31"];
                        assignee?: components["schemas"]["__schema54"];
                    };
                };
            };
            responses: {
                /** @description OK. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FeedbackItem"];
                    };
                };
                /** @description Invalid request: a field is missing, malformed or out of range. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Missing or invalid authentication. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Authenticated, but not allowed. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Not found. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Request body larger than the limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Request body is not application/json. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Unexpected error; the body says nothing about the cause. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A dependency (database, identity provider) is unavailable; retry later. */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/intern/feedback/{id}/tags": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Tag a feedback item
         * @description Editors. The tag is trimmed and lower-cased (1–50 characters). An item carries at most 20 tags (400 past that). Adding a tag the item already has changes nothing and answers 200 with its tags. Another team’s item is 404.
         */
        post: {
            parameters: {
                query?: {
                    /** @description Team slug. Repeated: the first value is used. */
                    team?: components["schemas"]["__schema4"];
                };
                header?: never;
                path: {
                    /** @description Id of the feedback item. */
                    id: components["schemas"]["__schema56"];
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        tag: components["schemas"]["__schema57"];
                    };
                };
            };
            responses: {
                /** @description A repeat of a call already done: nothing changed. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FeedbackTags"];
                    };
                };
                /** @description Created. */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FeedbackTags"];
                    };
                };
                /** @description Invalid request: a field is missing, malformed or out of range. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Missing or invalid authentication. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Authenticated, but not allowed. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Not found. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Request body larger than the limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Request body is not application/json. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Unexpected error; the body says nothing about the cause. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A dependency (database, identity provider) is unavailable; retry later. */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/intern/feedback/{id}/tags/{tag}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Remove a tag from a feedback item
         * @description Editors. The tag in the path is trimmed and lower-cased like a new one. An item without the tag, or another team’s item, is 404. Audited as `tag.delete`.
         */
        delete: {
            parameters: {
                query?: {
                    /** @description Team slug. Repeated: the first value is used. */
                    team?: components["schemas"]["__schema4"];
                };
                header?: never;
                path: {
                    /** @description Id of the feedback item. */
                    id: components["schemas"]["__schema56"];
                    tag: components["schemas"]["__schema57"];
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Done; no content. */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Invalid request: a field is missing, malformed or out of range. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Missing or invalid authentication. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Authenticated, but not allowed. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Not found. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Request body larger than the limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Request body is not application/json. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Unexpected error; the body says nothing about the cause. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A dependency (database, identity provider) is unavailable; retry later. */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/intern/feedback/bulk": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change many feedback items at once
         * @description Editors; `delete` needs admins. The items are named by `ids` (1–500 ids; ids the team does not have are ignored) or selected by `filter` (the feedback list’s filters, as its query parameters; every item matching when the call is made, at most 50,000, else 400 `too_many`); exactly one of the two. One transaction: every item changes, or none. `affected` counts the items that changed (an item already so is not counted). Each changed item writes `feedback.updated` (`changes`: `status`, `assignee` or `tags`), each deleted one `feedback.deleted`. Tags follow the rules of one item’s: an item may carry at most 20, so a tag that would give any item a 21st is 400 and nothing changes. An assignee who is not a member of the team is 400 naming `action.assignee`. `untag` is audited as `tag.delete`, `delete` as `feedback.delete`, both with the number of items (`resource_count`).
         */
        post: {
            parameters: {
                query?: {
                    /** @description Team slug. Repeated: the first value is used. */
                    team?: components["schemas"]["__schema4"];
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description Ids of the items, 1–500; give either `ids` or `filter`. */
                        ids?: components["schemas"]["__schema58"];
                        /** @description The feedback list’s filters (repeatable ones as arrays); `{}` selects every item. */
                        filter?: components["schemas"]["__schema60"];
                        action: components["schemas"]["BulkAction"];
                    };
                };
            };
            responses: {
                /** @description OK. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["BulkResult"];
                    };
                };
                /** @description Invalid request: a field is missing, malformed or out of range. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Missing or invalid authentication. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Authenticated, but not allowed. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Request body larger than the limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Request body is not application/json. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Unexpected error; the body says nothing about the cause. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A dependency (database, identity provider) is unavailable; retry later. */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/intern/filters/bootstrap": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Filter options of the dashboard
         * @description Without `?team=`, the caller’s team with the lowest slug (ordinal, case-sensitive). Answered with `Cache-Control: no-store`; the server may serve it from a per-team cache for up to five minutes (a survey registered, a tag or theme changed in this process clears it). Counts against the analytics rate limit (300 per minute per user).
         */
        get: {
            parameters: {
                query?: {
                    /** @description Team slug. Repeated: the first value is used. */
                    team?: components["schemas"]["__schema4"];
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK. */
                200: {
                    headers: {
                        /** @description Per-user authorised data: no shared or browser cache may keep the answer. */
                        "Cache-Control": "no-store";
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FiltersBootstrap"];
                    };
                };
                /** @description Invalid request: a field is missing, malformed or out of range. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Missing or invalid authentication. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Authenticated, but not allowed. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Rate limit exceeded; see Retry-After. */
                429: {
                    headers: {
                        /** @description Requests per minute allowed (per key; per user for dashboard analytics). */
                        "RateLimit-Limit": string;
                        /** @description Requests left in the current window. */
                        "RateLimit-Remaining": string;
                        /** @description Seconds until the window resets. */
                        "RateLimit-Reset": string;
                        /** @description Whole seconds to wait before retrying (at least 1). */
                        "Retry-After": string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Unexpected error; the body says nothing about the cause. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A dependency (database, identity provider) is unavailable; retry later. */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/intern/members": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * People who have used the team
         * @description Every signed-in user who acted in the team in the last 90 days (recorded as they call, at most every few minutes), sorted by name: whom items can be assigned to. No e-mail is kept.
         */
        get: {
            parameters: {
                query?: {
                    /** @description Team slug. Repeated: the first value is used. */
                    team?: components["schemas"]["__schema4"];
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK. */
                200: {
                    headers: {
                        /** @description Per-user authorised data: no shared or browser cache may keep the answer. */
                        "Cache-Control": "no-store";
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Members"];
                    };
                };
                /** @description Invalid request: a field is missing, malformed or out of range. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Missing or invalid authentication. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Authenticated, but not allowed. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Unexpected error; the body says nothing about the cause. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A dependency (database, identity provider) is unavailable; retry later. */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/intern/pages/overview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The survey overview page in one call
         * @description The team’s surveys, the survey shown (`surveyId`, default: the one answered last), the trend of one of its RATING fields (`fieldId`, default: the first) per `interval` (default `day`) over its default period in `tz`, with the markers, the statistics of that period, and the team’s themes — what the individual reads answer, with one authentication and one team selection. It counts against the analytics limit as the reads it replaces: one read for the statistics and one for the trend (none without surveys). An unknown `surveyId` is 404.
         */
        get: {
            parameters: {
                query?: {
                    /** @description Team slug. Repeated: the first value is used. */
                    team?: components["schemas"]["__schema4"];
                    surveyId?: components["schemas"]["__schema51"];
                    /** @description A RATING field of the survey shown. */
                    fieldId?: components["schemas"]["__schema66"];
                    interval?: "day" | "week" | "month";
                    /** @description IANA time zone of `from` and `to`; default `UTC`. */
                    tz?: components["schemas"]["__schema11"];
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK. */
                200: {
                    headers: {
                        /** @description Per-user authorised data: no shared or browser cache may keep the answer. */
                        "Cache-Control": "no-store";
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OverviewPage"];
                    };
                };
                /** @description Invalid request: a field is missing, malformed or out of range. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Missing or invalid authentication. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Authenticated, but not allowed. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Not found. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Rate limit exceeded; see Retry-After. */
                429: {
                    headers: {
                        /** @description Requests per minute allowed (per key; per user for dashboard analytics). */
                        "RateLimit-Limit": string;
                        /** @description Requests left in the current window. */
                        "RateLimit-Remaining": string;
                        /** @description Seconds until the window resets. */
                        "RateLimit-Reset": string;
                        /** @description Whole seconds to wait before retrying (at least 1). */
                        "Retry-After": string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Unexpected error; the body says nothing about the cause. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A dependency (database, identity provider) is unavailable; retry later. */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/intern/stats/overview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Statistics of the matching feedback
         * @description Totals of the feedback matching the list filters and, when `surveyId` is given, one entry per field of that survey in definition order (without `surveyId`: totals only), and the triage counts of the team (of `surveyId` when given). Privacy: an aggregate computed from 1 to `HEED_MIN_AGGREGATE - 1` responses (default 5) is masked: `masked: true` and its counts and averages `null` (0 responses is not masked). Counts against the analytics rate limit (300 per minute per user).
         */
        get: {
            parameters: {
                query?: {
                    /** @description Team slug. Repeated: the first value is used. */
                    team?: components["schemas"]["__schema4"];
                    surveyId?: components["schemas"]["__schema51"];
                    /** @description First day, inclusive, in `tz` (of `receivedAt`). */
                    from?: components["schemas"]["__schema8"];
                    /** @description Last day, inclusive, in `tz` (of `receivedAt`). */
                    to?: components["schemas"]["__schema10"];
                    /** @description IANA time zone of `from` and `to`; default `UTC`. */
                    tz?: components["schemas"]["__schema11"];
                    appName?: components["schemas"]["__schema13"];
                    /** @description `<fieldId>:<rating>`, or `<fieldId>:<min>-<max>` for the ratings `min` to `max` inclusive (e.g. `overall:1-2`; `min` ≤ `max`, at most 11 ratings); split at the last colon; repeatable, all must hold. */
                    rating?: components["schemas"]["__schema14"];
                    /** @description `<fieldId>:<optionId>` (split at the first colon); repeatable, all must hold. */
                    choice?: components["schemas"]["__schema17"];
                    hasText?: components["schemas"]["__schema20"];
                    /** @description Repeatable; the item must carry every tag given (case-insensitive). */
                    tag?: components["schemas"]["__schema21"];
                    /** @description A theme id, or `uncategorized`: items with text that matches no theme. */
                    theme?: components["schemas"]["__schema24"];
                    deviceType?: components["schemas"]["__schema26"];
                    /** @description Words that must all occur in the text answers (whole words, case-insensitive). */
                    q?: components["schemas"]["__schema27"];
                    /** @description `new`, `in_progress`, `resolved` or `ignored`; repeatable, any of them. */
                    status?: components["schemas"]["__schema29"];
                    /** @description A member’s `userRef`, `me` (the caller) or `none` (unassigned items). */
                    assignee?: components["schemas"]["__schema32"];
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK. */
                200: {
                    headers: {
                        /** @description Per-user authorised data: no shared or browser cache may keep the answer. */
                        "Cache-Control": "no-store";
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["StatsOverview"];
                    };
                };
                /** @description Invalid request: a field is missing, malformed or out of range. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Missing or invalid authentication. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Authenticated, but not allowed. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Rate limit exceeded; see Retry-After. */
                429: {
                    headers: {
                        /** @description Requests per minute allowed (per key; per user for dashboard analytics). */
                        "RateLimit-Limit": string;
                        /** @description Requests left in the current window. */
                        "RateLimit-Remaining": string;
                        /** @description Seconds until the window resets. */
                        "RateLimit-Reset": string;
                        /** @description Whole seconds to wait before retrying (at least 1). */
                        "Retry-After": string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Unexpected error; the body says nothing about the cause. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A dependency (database, identity provider) is unavailable; retry later. */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/intern/stats/trend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Trend of a rating field
         * @description Buckets of one RATING field (`fieldId` of the survey `surveyId`) per `interval`, in the time zone `tz` (weeks start on Monday), over `from`–`to` (default: the last 30 days, 12 weeks or 12 months up to today), with the period of equal length just before and the survey’s markers. At most 1000 buckets. Privacy: an aggregate computed from 1 to `HEED_MIN_AGGREGATE - 1` responses (default 5) is masked: `masked: true` and its counts and averages `null` (0 responses is not masked). Counts against the analytics rate limit (300 per minute per user).
         */
        get: {
            parameters: {
                query: {
                    /** @description Team slug. Repeated: the first value is used. */
                    team?: components["schemas"]["__schema4"];
                    surveyId?: components["schemas"]["__schema51"];
                    /** @description First day, inclusive, in `tz` (of `receivedAt`). */
                    from?: components["schemas"]["__schema8"];
                    /** @description Last day, inclusive, in `tz` (of `receivedAt`). */
                    to?: components["schemas"]["__schema10"];
                    /** @description IANA time zone of `from` and `to`; default `UTC`. */
                    tz?: components["schemas"]["__schema11"];
                    appName?: components["schemas"]["__schema13"];
                    /** @description `<fieldId>:<rating>`, or `<fieldId>:<min>-<max>` for the ratings `min` to `max` inclusive (e.g. `overall:1-2`; `min` ≤ `max`, at most 11 ratings); split at the last colon; repeatable, all must hold. */
                    rating?: components["schemas"]["__schema14"];
                    /** @description `<fieldId>:<optionId>` (split at the first colon); repeatable, all must hold. */
                    choice?: components["schemas"]["__schema17"];
                    hasText?: components["schemas"]["__schema20"];
                    /** @description Repeatable; the item must carry every tag given (case-insensitive). */
                    tag?: components["schemas"]["__schema21"];
                    /** @description A theme id, or `uncategorized`: items with text that matches no theme. */
                    theme?: components["schemas"]["__schema24"];
                    deviceType?: components["schemas"]["__schema26"];
                    /** @description Words that must all occur in the text answers (whole words, case-insensitive). */
                    q?: components["schemas"]["__schema27"];
                    /** @description `new`, `in_progress`, `resolved` or `ignored`; repeatable, any of them. */
                    status?: components["schemas"]["__schema29"];
                    /** @description A member’s `userRef`, `me` (the caller) or `none` (unassigned items). */
                    assignee?: components["schemas"]["__schema32"];
                    /** @description A RATING field of the survey `surveyId`. */
                    fieldId: string;
                    interval: "day" | "week" | "month";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK. */
                200: {
                    headers: {
                        /** @description Per-user authorised data: no shared or browser cache may keep the answer. */
                        "Cache-Control": "no-store";
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["StatsTrend"];
                    };
                };
                /** @description Invalid request: a field is missing, malformed or out of range. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Missing or invalid authentication. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Authenticated, but not allowed. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Rate limit exceeded; see Retry-After. */
                429: {
                    headers: {
                        /** @description Requests per minute allowed (per key; per user for dashboard analytics). */
                        "RateLimit-Limit": string;
                        /** @description Requests left in the current window. */
                        "RateLimit-Remaining": string;
                        /** @description Seconds until the window resets. */
                        "RateLimit-Reset": string;
                        /** @description Whole seconds to wait before retrying (at least 1). */
                        "Retry-After": string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Unexpected error; the body says nothing about the cause. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A dependency (database, identity provider) is unavailable; retry later. */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/intern/surveys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Surveys of a team with their responses
         * @description Every registered survey of the team, sorted by `surveyId` (ordinal), with its fields, the apps that answered it and its first and last response.
         */
        get: {
            parameters: {
                query?: {
                    /** @description Team slug. Repeated: the first value is used. */
                    team?: components["schemas"]["__schema4"];
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK. */
                200: {
                    headers: {
                        /** @description Per-user authorised data: no shared or browser cache may keep the answer. */
                        "Cache-Control": "no-store";
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["SurveyList"];
                    };
                };
                /** @description Invalid request: a field is missing, malformed or out of range. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Missing or invalid authentication. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Authenticated, but not allowed. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Unexpected error; the body says nothing about the cause. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A dependency (database, identity provider) is unavailable; retry later. */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/intern/surveys/{surveyId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a survey with all its data
         * @description Admins. The survey’s feedback (with tags and theme matches), its markers and its registered definition go in one transaction; the next submission of the `surveyId` registers a new definition. A survey the team has not registered is 404. Audited as `survey_feedback.delete` and `admin.survey_definition.delete`, the `surveyId` pseudonymised.
         */
        delete: {
            parameters: {
                query?: {
                    /** @description Team slug. Repeated: the first value is used. */
                    team?: components["schemas"]["__schema4"];
                };
                header?: never;
                path: {
                    /** @description The survey’s `surveyId`. */
                    surveyId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["SurveyDeletion"];
                    };
                };
                /** @description Invalid request: a field is missing, malformed or out of range. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Missing or invalid authentication. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Authenticated, but not allowed. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Not found. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Request body larger than the limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Request body is not application/json. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Unexpected error; the body says nothing about the cause. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A dependency (database, identity provider) is unavailable; retry later. */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/intern/surveys/{surveyId}/markers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Markers of a survey
         * @description Sorted by date. `from` and `to` (inclusive, `YYYY-MM-DD`) narrow the list. A survey the team has not registered is 404.
         */
        get: {
            parameters: {
                query?: {
                    /** @description Team slug. Repeated: the first value is used. */
                    team?: components["schemas"]["__schema4"];
                    from?: components["schemas"]["__schema68"];
                    to?: components["schemas"]["__schema68"];
                };
                header?: never;
                path: {
                    /** @description The survey’s `surveyId`. */
                    surveyId: components["schemas"]["__schema67"];
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK. */
                200: {
                    headers: {
                        /** @description Per-user authorised data: no shared or browser cache may keep the answer. */
                        "Cache-Control": "no-store";
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["MarkerList"];
                    };
                };
                /** @description Invalid request: a field is missing, malformed or out of range. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Missing or invalid authentication. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Authenticated, but not allowed. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Not found. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Unexpected error; the body says nothing about the cause. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A dependency (database, identity provider) is unavailable; retry later. */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        /**
         * Mark a date on a survey
         * @description Editors. At most 50 markers a survey (400 past that). A survey the team has not registered is 404.
         */
        post: {
            parameters: {
                query?: {
                    /** @description Team slug. Repeated: the first value is used. */
                    team?: components["schemas"]["__schema4"];
                };
                header?: never;
                path: {
                    /** @description The survey’s `surveyId`. */
                    surveyId: components["schemas"]["__schema67"];
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        date: components["schemas"]["__schema68"];
                        label: components["schemas"]["__schema69"];
                        description?: components["schemas"]["__schema70"];
                        color?: components["schemas"]["__schema71"];
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
                        "application/json": components["schemas"]["Marker"];
                    };
                };
                /** @description Invalid request: a field is missing, malformed or out of range. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Missing or invalid authentication. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Authenticated, but not allowed. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Not found. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Request body larger than the limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Request body is not application/json. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Unexpected error; the body says nothing about the cause. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A dependency (database, identity provider) is unavailable; retry later. */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/intern/surveys/{surveyId}/markers/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a marker
         * @description Admins. Audited as `marker.delete`.
         */
        delete: {
            parameters: {
                query?: {
                    /** @description Team slug. Repeated: the first value is used. */
                    team?: components["schemas"]["__schema4"];
                };
                header?: never;
                path: {
                    /** @description The survey’s `surveyId`. */
                    surveyId: components["schemas"]["__schema67"];
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Done; no content. */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Invalid request: a field is missing, malformed or out of range. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Missing or invalid authentication. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Authenticated, but not allowed. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Not found. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Request body larger than the limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Request body is not application/json. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Unexpected error; the body says nothing about the cause. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A dependency (database, identity provider) is unavailable; retry later. */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        /**
         * Change a marker
         * @description Editors. Only the fields sent change; `description` or `color` `null` clears them. An empty body is 400.
         */
        patch: {
            parameters: {
                query?: {
                    /** @description Team slug. Repeated: the first value is used. */
                    team?: components["schemas"]["__schema4"];
                };
                header?: never;
                path: {
                    /** @description The survey’s `surveyId`. */
                    surveyId: components["schemas"]["__schema67"];
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        date?: components["schemas"]["__schema68"];
                        label?: components["schemas"]["__schema69"];
                        description?: components["schemas"]["__schema70"] | null;
                        color?: components["schemas"]["__schema71"] | null;
                    };
                };
            };
            responses: {
                /** @description OK. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Marker"];
                    };
                };
                /** @description Invalid request: a field is missing, malformed or out of range. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Missing or invalid authentication. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Authenticated, but not allowed. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Not found. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Request body larger than the limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Request body is not application/json. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Unexpected error; the body says nothing about the cause. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A dependency (database, identity provider) is unavailable; retry later. */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/intern/tags": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Tags of a team, with how often each is used
         * @description Most used first, then alphabetically.
         */
        get: {
            parameters: {
                query?: {
                    /** @description Team slug. Repeated: the first value is used. */
                    team?: components["schemas"]["__schema4"];
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK. */
                200: {
                    headers: {
                        /** @description Per-user authorised data: no shared or browser cache may keep the answer. */
                        "Cache-Control": "no-store";
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["TagCounts"];
                    };
                };
                /** @description Invalid request: a field is missing, malformed or out of range. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Missing or invalid authentication. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Authenticated, but not allowed. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Unexpected error; the body says nothing about the cause. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A dependency (database, identity provider) is unavailable; retry later. */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/intern/teams": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller’s teams and roles
         * @description Without a `team` parameter at all: every team the caller may see. With `?team=`: that team. `isOrgAdmin`: whether the caller administers the organisation (member of the admin group), so a client can ask without calling an org-admin operation and being refused.
         */
        get: {
            parameters: {
                query?: {
                    /** @description Team slug. Repeated: the first value is used. */
                    team?: components["schemas"]["__schema4"];
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK. */
                200: {
                    headers: {
                        /** @description Per-user authorised data: no shared or browser cache may keep the answer. */
                        "Cache-Control": "no-store";
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["MyTeams"];
                    };
                };
                /** @description Invalid request: a field is missing, malformed or out of range. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Missing or invalid authentication. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Authenticated, but not allowed. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Unexpected error; the body says nothing about the cause. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A dependency (database, identity provider) is unavailable; retry later. */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/intern/themes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Themes of a team
         * @description Sorted by name.
         */
        get: {
            parameters: {
                query?: {
                    /** @description Team slug. Repeated: the first value is used. */
                    team?: components["schemas"]["__schema4"];
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK. */
                200: {
                    headers: {
                        /** @description Per-user authorised data: no shared or browser cache may keep the answer. */
                        "Cache-Control": "no-store";
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ThemeList"];
                    };
                };
                /** @description Invalid request: a field is missing, malformed or out of range. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Missing or invalid authentication. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Authenticated, but not allowed. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Unexpected error; the body says nothing about the cause. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A dependency (database, identity provider) is unavailable; retry later. */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        /**
         * Create a theme
         * @description Editors. The team’s existing text answers are matched at once. A name the team already has is 409.
         */
        post: {
            parameters: {
                query?: {
                    /** @description Team slug. Repeated: the first value is used. */
                    team?: components["schemas"]["__schema4"];
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name: components["schemas"]["__schema72"];
                        keywords: components["schemas"]["__schema73"];
                        color?: components["schemas"]["__schema71"];
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
                        "application/json": components["schemas"]["Theme"];
                    };
                };
                /** @description Invalid request: a field is missing, malformed or out of range. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Missing or invalid authentication. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Authenticated, but not allowed. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Conflict with the current state. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Request body larger than the limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Request body is not application/json. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Unexpected error; the body says nothing about the cause. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A dependency (database, identity provider) is unavailable; retry later. */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/intern/themes/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a theme
         * @description Admins. Its matches go with it. Audited as `theme.delete`.
         */
        delete: {
            parameters: {
                query?: {
                    /** @description Team slug. Repeated: the first value is used. */
                    team?: components["schemas"]["__schema4"];
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Done; no content. */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Invalid request: a field is missing, malformed or out of range. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Missing or invalid authentication. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Authenticated, but not allowed. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Not found. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Request body larger than the limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Request body is not application/json. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Unexpected error; the body says nothing about the cause. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A dependency (database, identity provider) is unavailable; retry later. */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        /**
         * Change a theme
         * @description Editors. Only the fields sent change; `color` `null` clears it. New keywords re-match the team’s text answers at once. An empty body is 400; a name the team already has 409.
         */
        patch: {
            parameters: {
                query?: {
                    /** @description Team slug. Repeated: the first value is used. */
                    team?: components["schemas"]["__schema4"];
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name?: components["schemas"]["__schema72"];
                        keywords?: components["schemas"]["__schema73"];
                        color?: components["schemas"]["__schema71"] | null;
                    };
                };
            };
            responses: {
                /** @description OK. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Theme"];
                    };
                };
                /** @description Invalid request: a field is missing, malformed or out of range. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Missing or invalid authentication. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Authenticated, but not allowed. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Not found. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Conflict with the current state. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Request body larger than the limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Request body is not application/json. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Unexpected error; the body says nothing about the cause. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A dependency (database, identity provider) is unavailable; retry later. */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/intern/webhooks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The team’s webhook endpoints
         * @description Team admins. Oldest first; never a secret.
         */
        get: {
            parameters: {
                query?: {
                    /** @description Team slug. Repeated: the first value is used. */
                    team?: components["schemas"]["__schema4"];
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK. */
                200: {
                    headers: {
                        /** @description Per-user authorised data: no shared or browser cache may keep the answer. */
                        "Cache-Control": "no-store";
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["WebhookEndpoints"];
                    };
                };
                /** @description Invalid request: a field is missing, malformed or out of range. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Missing or invalid authentication. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Authenticated, but not allowed. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Unexpected error; the body says nothing about the cause. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A dependency (database, identity provider) is unavailable; retry later. */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        /**
         * Create a webhook endpoint
         * @description Team admins; at most 20 a team (400 past that). Messages follow Standard Webhooks v1, signed with the secret in the answer, which is shown once. A URL whose host is a loopback, private, link-local or otherwise internal address is 400. Audited as `webhook.create` (never with the URL).
         */
        post: {
            parameters: {
                query?: {
                    /** @description Team slug. Repeated: the first value is used. */
                    team?: components["schemas"]["__schema4"];
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        url: components["schemas"]["__schema42"];
                        description?: components["schemas"]["__schema75"];
                        eventTypes: components["schemas"]["__schema76"];
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
                        "application/json": components["schemas"]["CreatedWebhookEndpoint"];
                    };
                };
                /** @description Invalid request: a field is missing, malformed or out of range. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Missing or invalid authentication. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Authenticated, but not allowed. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Request body larger than the limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Request body is not application/json. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Unexpected error; the body says nothing about the cause. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A dependency (database, identity provider) is unavailable; retry later. */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/intern/webhooks/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a webhook endpoint
         * @description Team admins. Its pending messages are dropped with its delivery log. Audited as `webhook.delete`.
         */
        delete: {
            parameters: {
                query?: {
                    /** @description Team slug. Repeated: the first value is used. */
                    team?: components["schemas"]["__schema4"];
                };
                header?: never;
                path: {
                    /** @description Id of the webhook endpoint. */
                    id: components["schemas"]["__schema79"];
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Done; no content. */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Invalid request: a field is missing, malformed or out of range. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Missing or invalid authentication. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Authenticated, but not allowed. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Not found. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Request body larger than the limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Request body is not application/json. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Unexpected error; the body says nothing about the cause. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A dependency (database, identity provider) is unavailable; retry later. */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        /**
         * Change a webhook endpoint
         * @description Team admins. Enabling clears `disabledReason`. Another team’s endpoint is 404. Audited as `webhook.update`.
         */
        patch: {
            parameters: {
                query?: {
                    /** @description Team slug. Repeated: the first value is used. */
                    team?: components["schemas"]["__schema4"];
                };
                header?: never;
                path: {
                    /** @description Id of the webhook endpoint. */
                    id: components["schemas"]["__schema79"];
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        url?: components["schemas"]["__schema42"];
                        description?: components["schemas"]["__schema75"];
                        eventTypes?: components["schemas"]["__schema76"];
                        enabled?: boolean;
                    };
                };
            };
            responses: {
                /** @description OK. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["WebhookEndpoint"];
                    };
                };
                /** @description Invalid request: a field is missing, malformed or out of range. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Missing or invalid authentication. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Authenticated, but not allowed. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Not found. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Request body larger than the limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Request body is not application/json. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Unexpected error; the body says nothing about the cause. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A dependency (database, identity provider) is unavailable; retry later. */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/intern/webhooks/{id}/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The delivery log of an endpoint
         * @description Team admins. Newest first, kept 30 days; `nextCursor` (opaque) gives the next page, null at the end.
         */
        get: {
            parameters: {
                query?: {
                    /** @description Team slug. Repeated: the first value is used. */
                    team?: components["schemas"]["__schema4"];
                    status?: "pending" | "delivered" | "failed";
                    cursor?: string;
                    limit?: number;
                };
                header?: never;
                path: {
                    /** @description Id of the webhook endpoint. */
                    id: components["schemas"]["__schema79"];
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK. */
                200: {
                    headers: {
                        /** @description Per-user authorised data: no shared or browser cache may keep the answer. */
                        "Cache-Control": "no-store";
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["WebhookMessages"];
                    };
                };
                /** @description Invalid request: a field is missing, malformed or out of range. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Missing or invalid authentication. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Authenticated, but not allowed. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Not found. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Unexpected error; the body says nothing about the cause. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A dependency (database, identity provider) is unavailable; retry later. */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/intern/webhooks/{id}/messages/{messageId}/retry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a message again
         * @description Team admins. The message is due at once (with the same `webhook-id`), whatever its status; a message being sent right now is 409.
         */
        post: {
            parameters: {
                query?: {
                    /** @description Team slug. Repeated: the first value is used. */
                    team?: components["schemas"]["__schema4"];
                };
                header?: never;
                path: {
                    /** @description Id of the webhook endpoint. */
                    id: components["schemas"]["__schema79"];
                    /** @description The message’s `webhook-id`. */
                    messageId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Accepted. */
                202: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["QueuedWebhookMessage"];
                    };
                };
                /** @description Invalid request: a field is missing, malformed or out of range. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Missing or invalid authentication. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Authenticated, but not allowed. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Not found. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Conflict with the current state. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Request body larger than the limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Request body is not application/json. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Unexpected error; the body says nothing about the cause. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A dependency (database, identity provider) is unavailable; retry later. */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/intern/webhooks/{id}/rotate-secret": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Rotate a webhook endpoint’s secret
         * @description Team admins. A new secret, shown once; for `gracePeriodHours` (0–72) messages carry a signature with the old secret too. Audited as `webhook.rotate_secret`.
         */
        post: {
            parameters: {
                query?: {
                    /** @description Team slug. Repeated: the first value is used. */
                    team?: components["schemas"]["__schema4"];
                };
                header?: never;
                path: {
                    /** @description Id of the webhook endpoint. */
                    id: components["schemas"]["__schema79"];
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        gracePeriodHours: number;
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
                        "application/json": components["schemas"]["RotatedWebhookSecret"];
                    };
                };
                /** @description Invalid request: a field is missing, malformed or out of range. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Missing or invalid authentication. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Authenticated, but not allowed. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Not found. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Request body larger than the limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Request body is not application/json. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Unexpected error; the body says nothing about the cause. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A dependency (database, identity provider) is unavailable; retry later. */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/intern/webhooks/{id}/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a test event
         * @description Team admins. Queues a `webhook.test` message for the endpoint, whatever events it subscribes to; a disabled endpoint gets it once it is enabled again.
         */
        post: {
            parameters: {
                query?: {
                    /** @description Team slug. Repeated: the first value is used. */
                    team?: components["schemas"]["__schema4"];
                };
                header?: never;
                path: {
                    /** @description Id of the webhook endpoint. */
                    id: components["schemas"]["__schema79"];
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Accepted. */
                202: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["QueuedWebhookMessage"];
                    };
                };
                /** @description Invalid request: a field is missing, malformed or out of range. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Missing or invalid authentication. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Authenticated, but not allowed. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Not found. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Request body larger than the limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Request body is not application/json. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Unexpected error; the body says nothing about the cause. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A dependency (database, identity provider) is unavailable; retry later. */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/setup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set up the organisation
         * @description Creates the installation’s one organisation and its team `default` (name `Default`). Org admins only; a second call is 409.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
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
                        "application/json": components["schemas"]["SetupResult"];
                    };
                };
                /** @description Invalid request: a field is missing, malformed or out of range. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Missing or invalid authentication. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Authenticated, but not allowed. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Conflict with the current state. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Request body larger than the limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Request body is not application/json. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Unexpected error; the body says nothing about the cause. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A dependency (database, identity provider) is unavailable; retry later. */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/setup/keys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create the first key pair
         * @description Creates the first `sk` and `pk` keys of the default team; the values are shown once. `allowedOrigins` (at least one) apply to the `pk` key only, unless the installation sets `HEED_ALLOW_UNRESTRICTED_PK_ORIGINS=true`. Org admins only; 409 once the team has keys.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        allowedOrigins?: components["schemas"]["__schema0"];
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
                        "application/json": components["schemas"]["SetupKeys"];
                    };
                };
                /** @description Invalid request: a field is missing, malformed or out of range. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Missing or invalid authentication. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Authenticated, but not allowed. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Not found. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Conflict with the current state. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Request body larger than the limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Request body is not application/json. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Unexpected error; the body says nothing about the cause. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A dependency (database, identity provider) is unavailable; retry later. */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/setup/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Onboarding status
         * @description Whether the organisation has been set up and whether any API key exists, so the dashboard can guide the first administrator.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["SetupStatus"];
                    };
                };
                /** @description Missing or invalid authentication. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Unexpected error; the body says nothing about the cause. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A dependency (database, identity provider) is unavailable; retry later. */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/submission": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Submit survey answers
         * @description Stores one set of answers for the key’s team. A browser sends its publishable key in `X-Api-Key` (the request `Origin` must be one of the key’s `allowedOrigins`); a backend sends its secret key as `Authorization: Bearer`. The first valid submission for a `surveyId` registers its definition; later ones must have the same structure, else 409 `definition_conflict` with a `diff`. A team registers at most `HEED_MAX_SURVEYS_PER_TEAM` surveys (default 1000); a new `surveyId` past that is 409 `survey_limit_reached`, while registered surveys keep working. Every answer is checked against the definition (the first submission’s own block; later ones the registered definition, whatever labels or rating scales their block claims): its `fieldId` exists, its value fits the field type, ratings lie within the variant (emoji 1–5, thumbs 1–2, stars 1–5, nps 0–10) and repeat the field’s `ratingScale`, chosen options exist. With a `deduplicationKey` already stored for the team and `surveyId`, nothing new is stored and the answer is **200** with the first submission’s `id` and `receivedAt` and `duplicate: true` (first wins when two arrive at once). While the database cannot answer, or too many submissions wait to be stored, the answer is 503 with `Retry-After`: send the same submission again later, with the same `deduplicationKey`, and it is stored at most once. Before storing, TEXT answers are scanned for personal data (e-mail addresses, phone numbers, national identity numbers with valid check digits, card numbers with a valid Luhn digit, account numbers and IBANs with valid check digits); each match is replaced by a placeholder such as `[email removed]` and the stored item is marked `sensitiveDataRedacted`. The optional `context`, `startedAt` and `timeToCompleteMs` are stored with the answers.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @constant */
                        schemaVersion: 2;
                        surveyId: string;
                        surveyType: string;
                        /** Format: date-time */
                        submittedAt: string;
                        answers: components["schemas"]["Answer"][];
                        definition: components["schemas"]["SurveyDefinition"];
                        /** @description Makes a retry safe: a repeat of the same key for the key’s team and `surveyId` stores nothing new and answers 200 with the first submission’s receipt and `duplicate: true`. */
                        deduplicationKey?: components["schemas"]["__schema98"];
                        context?: components["schemas"]["SubmissionContext"];
                        /** @description When the respondent opened the survey (ISO 8601 UTC). */
                        startedAt?: components["schemas"]["__schema106"];
                        /** @description How long answering took, in milliseconds. Kept only within 1 s – 30 min; any other value is accepted and stored as unknown. */
                        timeToCompleteMs?: components["schemas"]["__schema107"];
                    };
                };
            };
            responses: {
                /** @description A repeat of a call already done: nothing changed. */
                200: {
                    headers: {
                        /** @description Requests per minute allowed (per key; per user for dashboard analytics). */
                        "RateLimit-Limit": string;
                        /** @description Requests left in the current window. */
                        "RateLimit-Remaining": string;
                        /** @description Seconds until the window resets. */
                        "RateLimit-Reset": string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["SubmissionReceipt"];
                    };
                };
                /** @description Created. */
                201: {
                    headers: {
                        /** @description Requests per minute allowed (per key; per user for dashboard analytics). */
                        "RateLimit-Limit": string;
                        /** @description Requests left in the current window. */
                        "RateLimit-Remaining": string;
                        /** @description Seconds until the window resets. */
                        "RateLimit-Reset": string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["SubmissionReceipt"];
                    };
                };
                /** @description Invalid request: a field is missing, malformed or out of range. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Missing or invalid authentication. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Authenticated, but not allowed. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Conflict with the current state. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["DefinitionConflictProblem"] | components["schemas"]["SurveyLimitProblem"];
                    };
                };
                /** @description Request body larger than the limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Request body is not application/json. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Rate limit exceeded; see Retry-After. */
                429: {
                    headers: {
                        /** @description Requests per minute allowed (per key; per user for dashboard analytics). */
                        "RateLimit-Limit": string;
                        /** @description Requests left in the current window. */
                        "RateLimit-Remaining": string;
                        /** @description Seconds until the window resets. */
                        "RateLimit-Reset": string;
                        /** @description Whole seconds to wait before retrying (at least 1). */
                        "Retry-After": string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Unexpected error; the body says nothing about the cause. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A dependency (database, identity provider) is unavailable; retry later. */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/intern/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Export the matching feedback as a file
         * @description Every item matching the list filters (no row cap), newest first, streamed as an attachment (`Content-Disposition: attachment; filename=heed-feedback-<team>-<time>.<format>`). `surveyId` is optional: without it every survey of the team is exported. CSV is UTF-8 with a BOM; JSON is one array of `FeedbackItem`s, exactly as the feedback list hands them out; XLSX is one sheet. Errors found before the first byte are problem+json; a failure while streaming aborts the response, so an incomplete file is never presented as complete. Counts against the export rate limit (30 per minute per user); at most two exports stream at once on one server (503 with Retry-After past that). Audited as `export.feedback` with the number of rows written.
         */
        get: {
            parameters: {
                query: {
                    /** @description Team slug. Repeated: the first value is used. */
                    team?: components["schemas"]["__schema4"];
                    surveyId?: components["schemas"]["__schema51"];
                    /** @description First day, inclusive, in `tz` (of `receivedAt`). */
                    from?: components["schemas"]["__schema8"];
                    /** @description Last day, inclusive, in `tz` (of `receivedAt`). */
                    to?: components["schemas"]["__schema10"];
                    /** @description IANA time zone of `from` and `to`; default `UTC`. */
                    tz?: components["schemas"]["__schema11"];
                    appName?: components["schemas"]["__schema13"];
                    /** @description `<fieldId>:<rating>`, or `<fieldId>:<min>-<max>` for the ratings `min` to `max` inclusive (e.g. `overall:1-2`; `min` ≤ `max`, at most 11 ratings); split at the last colon; repeatable, all must hold. */
                    rating?: components["schemas"]["__schema14"];
                    /** @description `<fieldId>:<optionId>` (split at the first colon); repeatable, all must hold. */
                    choice?: components["schemas"]["__schema17"];
                    hasText?: components["schemas"]["__schema20"];
                    /** @description Repeatable; the item must carry every tag given (case-insensitive). */
                    tag?: components["schemas"]["__schema21"];
                    /** @description A theme id, or `uncategorized`: items with text that matches no theme. */
                    theme?: components["schemas"]["__schema24"];
                    deviceType?: components["schemas"]["__schema26"];
                    /** @description Words that must all occur in the text answers (whole words, case-insensitive). */
                    q?: components["schemas"]["__schema27"];
                    /** @description `new`, `in_progress`, `resolved` or `ignored`; repeatable, any of them. */
                    status?: components["schemas"]["__schema29"];
                    /** @description A member’s `userRef`, `me` (the caller) or `none` (unassigned items). */
                    assignee?: components["schemas"]["__schema32"];
                    format: "csv" | "json" | "xlsx";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK. */
                200: {
                    headers: {
                        /** @description Per-user authorised data: no shared or browser cache may keep the answer. */
                        "Cache-Control": "no-store";
                        [name: string]: unknown;
                    };
                    content: {
                        "text/csv": string;
                        "application/json": components["schemas"]["FeedbackItem"][];
                        "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                    };
                };
                /** @description Invalid request: a field is missing, malformed or out of range. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Missing or invalid authentication. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Authenticated, but not allowed. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Rate limit exceeded; see Retry-After. */
                429: {
                    headers: {
                        /** @description Requests per minute allowed (per key; per user for dashboard analytics). */
                        "RateLimit-Limit": string;
                        /** @description Requests left in the current window. */
                        "RateLimit-Remaining": string;
                        /** @description Seconds until the window resets. */
                        "RateLimit-Reset": string;
                        /** @description Whole seconds to wait before retrying (at least 1). */
                        "Retry-After": string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Unexpected error; the body says nothing about the cause. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A dependency (database, identity provider) is unavailable; retry later. */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
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
        /**
         * @example {
         *       "surveyId": "checkout-satisfaction",
         *       "rating": "overall:1-2"
         *     }
         */
        AlertFilter: {
            surveyId: components["schemas"]["__schema7"];
            from?: components["schemas"]["__schema8"];
            to?: components["schemas"]["__schema10"];
            tz?: components["schemas"]["__schema11"];
            appName?: components["schemas"]["__schema13"];
            rating?: components["schemas"]["__schema14"];
            choice?: components["schemas"]["__schema17"];
            hasText?: components["schemas"]["__schema20"];
            tag?: components["schemas"]["__schema21"];
            theme?: components["schemas"]["__schema24"];
            deviceType?: components["schemas"]["__schema26"];
            q?: components["schemas"]["__schema27"];
            status?: components["schemas"]["__schema29"];
            assignee?: components["schemas"]["__schema32"];
        };
        /**
         * @description The kind of device the answers were given on.
         * @enum {string}
         */
        DeviceType: "mobile" | "tablet" | "desktop";
        /** @description `status`: set the status; `assign`: set the assignee (a member’s `userRef`, `me`, or null); `tag` / `untag`: add or remove a tag (trimmed, lower-cased, as one item’s); `delete`: delete the items (admins only). */
        BulkAction: components["schemas"]["__schema61"] | components["schemas"]["__schema62"] | components["schemas"]["__schema63"] | components["schemas"]["__schema64"] | components["schemas"]["__schema65"];
        Answer: {
            fieldId: components["schemas"]["__schema80"];
            fieldType: components["schemas"]["__schema81"];
            question: components["schemas"]["__schema82"];
            value: components["schemas"]["AnswerValue"];
        };
        /**
         * @description The value shape follows the field type: RATING → rating (within the variant: emoji 1–5, thumbs 1–2, stars 1–5, nps 0–10, and at most ratingScale), TEXT → text (≤ 2000 characters), SINGLE_CHOICE → singleChoice, MULTI_CHOICE → multiChoice (distinct option ids).
         * @example {
         *       "type": "rating",
         *       "rating": 4,
         *       "ratingVariant": "stars",
         *       "ratingScale": 5
         *     }
         * @example {
         *       "type": "rating",
         *       "rating": 9,
         *       "ratingVariant": "nps",
         *       "ratingScale": 10
         *     }
         * @example {
         *       "type": "text",
         *       "text": "Quick and easy."
         *     }
         * @example {
         *       "type": "singleChoice",
         *       "selectedOptionId": "friend"
         *     }
         * @example {
         *       "type": "multiChoice",
         *       "selectedOptionIds": [
         *         "export",
         *         "tags"
         *       ]
         *     }
         */
        AnswerValue: components["schemas"]["__schema84"] | components["schemas"]["__schema87"] | components["schemas"]["__schema88"] | components["schemas"]["__schema89"];
        /** @description The survey structure. Order is significant: the definition hash covers field order, field ids and types, rating variants and option ids in order. Labels are not structural. */
        SurveyDefinition: {
            surveyType: components["schemas"]["__schema90"];
            fields: components["schemas"]["__schema91"];
        };
        /**
         * @example {
         *       "fieldId": "overall",
         *       "fieldType": "RATING",
         *       "label": "Overall",
         *       "ratingVariant": "stars",
         *       "ratingScale": 5
         *     }
         * @example {
         *       "fieldId": "recommend",
         *       "fieldType": "RATING",
         *       "label": "Recommend us?",
         *       "ratingVariant": "nps",
         *       "ratingScale": 10
         *     }
         * @example {
         *       "fieldId": "helpful",
         *       "fieldType": "RATING",
         *       "label": "Helpful?",
         *       "ratingVariant": "thumbs",
         *       "ratingScale": 2
         *     }
         * @example {
         *       "fieldId": "comment",
         *       "fieldType": "TEXT",
         *       "label": "Anything else?"
         *     }
         * @example {
         *       "fieldId": "channel",
         *       "fieldType": "SINGLE_CHOICE",
         *       "label": "How did you find us?",
         *       "options": [
         *         {
         *           "optionId": "search",
         *           "label": "Search engine"
         *         },
         *         {
         *           "optionId": "friend",
         *           "label": "A friend"
         *         }
         *       ]
         *     }
         * @example {
         *       "fieldId": "features",
         *       "fieldType": "MULTI_CHOICE",
         *       "label": "What do you use?",
         *       "options": [
         *         {
         *           "optionId": "export",
         *           "label": "Export"
         *         },
         *         {
         *           "optionId": "tags",
         *           "label": "Tags"
         *         }
         *       ]
         *     }
         */
        FieldDefinition: components["schemas"]["__schema92"] | components["schemas"]["__schema93"] | components["schemas"]["__schema94"] | components["schemas"]["__schema97"];
        /**
         * @description Where and how the answers were given. Stored with the feedback and filterable; never written to an audit event.
         * @example {
         *       "pathname": "/checkout/payment",
         *       "deviceType": "mobile",
         *       "viewport": {
         *         "width": 390,
         *         "height": 844
         *       },
         *       "locale": "nb-NO",
         *       "tags": {
         *         "release": "2026.11",
         *         "plan": "pro"
         *       }
         *     }
         */
        SubmissionContext: {
            pathname?: components["schemas"]["__schema99"];
            deviceType?: components["schemas"]["__schema100"];
            viewport?: components["schemas"]["__schema101"];
            locale?: components["schemas"]["__schema102"];
            tags?: components["schemas"]["__schema103"];
        };
        /** @description Origins (`https://app.example.com`, no path; `http` only for localhost) a publishable key accepts requests from. */
        __schema0: components["schemas"]["__schema1"][];
        __schema1: string;
        /** @description Requests per minute for this key. */
        __schema2: number;
        /** Format: uuid */
        __schema3: string;
        /** @description Team slug. Repeated: the first value is used. */
        __schema4: components["schemas"]["__schema5"];
        __schema5: string | string[];
        /** @description 1–80 characters. */
        __schema6: string;
        /** @description The survey the rule watches. */
        __schema7: string;
        /** @description First day, inclusive, in `tz` (of `receivedAt`). */
        __schema8: components["schemas"]["__schema9"];
        __schema9: string;
        /** @description Last day, inclusive, in `tz` (of `receivedAt`). */
        __schema10: components["schemas"]["__schema9"];
        /** @description IANA time zone of `from` and `to`; default `UTC`. */
        __schema11: components["schemas"]["__schema12"];
        __schema12: string;
        __schema13: string;
        /** @description `<fieldId>:<rating>`, or `<fieldId>:<min>-<max>` for the ratings `min` to `max` inclusive (e.g. `overall:1-2`; `min` ≤ `max`, at most 11 ratings); split at the last colon; repeatable, all must hold. */
        __schema14: components["schemas"]["__schema15"];
        __schema15: components["schemas"]["__schema16"] | components["schemas"]["__schema16"][];
        __schema16: string;
        /** @description `<fieldId>:<optionId>` (split at the first colon); repeatable, all must hold. */
        __schema17: components["schemas"]["__schema18"];
        __schema18: components["schemas"]["__schema19"] | components["schemas"]["__schema19"][];
        __schema19: string;
        /** @enum {string} */
        __schema20: "true" | "false";
        /** @description Repeatable; the item must carry every tag given (case-insensitive). */
        __schema21: components["schemas"]["__schema22"];
        __schema22: components["schemas"]["__schema23"] | components["schemas"]["__schema23"][];
        __schema23: string;
        /** @description A theme id, or `uncategorized`: items with text that matches no theme. */
        __schema24: components["schemas"]["__schema25"];
        __schema25: "uncategorized" | string;
        __schema26: components["schemas"]["DeviceType"];
        /** @description Words that must all occur in the text answers (whole words, case-insensitive). */
        __schema27: components["schemas"]["__schema28"];
        __schema28: string;
        /** @description `new`, `in_progress`, `resolved` or `ignored`; repeatable, any of them. */
        __schema29: components["schemas"]["__schema30"];
        __schema30: components["schemas"]["__schema31"] | components["schemas"]["__schema31"][];
        /**
         * @description Workflow status: `new` (every item starts so), `in_progress`, `resolved`, `ignored`.
         * @enum {string}
         */
        __schema31: "new" | "in_progress" | "resolved" | "ignored";
        /** @description A member’s `userRef`, `me` (the caller) or `none` (unassigned items). */
        __schema32: components["schemas"]["__schema33"];
        __schema33: "me" | "none" | components["schemas"]["__schema34"];
        /**
         * @description A member’s `userRef`, as `GET /intern/members` lists it.
         * @example id:3f9a0c2b7d14
         */
        __schema34: string;
        /**
         * @description `instant`: a message per matching item (at most 30 an hour, then one "and N more"); `digest`: once a day at `digestHour` in `tz`, the count and the 10 newest matches.
         * @enum {string}
         */
        __schema35: "instant" | "digest";
        /** @description The digest’s hour, 0–23, in `tz`. */
        __schema36: number;
        /** @description IANA time zone of `digestHour`; default UTC. */
        __schema37: string;
        __schema38: components["schemas"]["__schema39"][];
        __schema39: {
            type: components["schemas"]["__schema40"];
            url?: components["schemas"]["__schema41"];
            id?: components["schemas"]["__schema44"];
        } | {
            type: components["schemas"]["__schema46"];
            url?: components["schemas"]["__schema47"];
            id?: components["schemas"]["__schema48"];
        } | {
            /** @constant */
            type: "email";
            to: components["schemas"]["__schema49"][];
        } | {
            /** @constant */
            type: "webhook";
            /** Format: uuid */
            endpointId: string;
        };
        /** @constant */
        __schema40: "slack";
        __schema41: components["schemas"]["__schema42"];
        /**
         * @description Where messages are POSTed: `https` (plain `http` only with `HEED_WEBHOOK_ALLOW_HTTP=true`); a loopback, private, link-local or otherwise internal address is refused.
         * @example https://hooks.example.com/heed
         */
        __schema42: components["schemas"]["__schema43"];
        __schema43: string;
        __schema44: components["schemas"]["__schema45"];
        /**
         * Format: uuid
         * @description The saved destination to keep as it is.
         */
        __schema45: string;
        /** @constant */
        __schema46: "teams";
        __schema47: components["schemas"]["__schema42"];
        __schema48: components["schemas"]["__schema45"];
        __schema49: string;
        /**
         * Format: uuid
         * @description Id of the alert rule.
         */
        __schema50: string;
        __schema51: string;
        __schema52: number;
        __schema53: string;
        /** @description A member’s `userRef` (see `GET /intern/members`), `me` for the caller, or null to unassign. */
        __schema54: components["schemas"]["__schema55"] | null;
        __schema55: "me" | components["schemas"]["__schema34"];
        /**
         * Format: uuid
         * @description Id of the feedback item.
         */
        __schema56: string;
        /** @example pricing */
        __schema57: string;
        __schema58: components["schemas"]["__schema59"][];
        /** Format: uuid */
        __schema59: string;
        __schema60: {
            surveyId?: components["schemas"]["__schema51"];
            from?: components["schemas"]["__schema8"];
            to?: components["schemas"]["__schema10"];
            tz?: components["schemas"]["__schema11"];
            appName?: components["schemas"]["__schema13"];
            rating?: components["schemas"]["__schema14"];
            choice?: components["schemas"]["__schema17"];
            hasText?: components["schemas"]["__schema20"];
            tag?: components["schemas"]["__schema21"];
            theme?: components["schemas"]["__schema24"];
            deviceType?: components["schemas"]["__schema26"];
            q?: components["schemas"]["__schema27"];
            status?: components["schemas"]["__schema29"];
            assignee?: components["schemas"]["__schema32"];
        } & {
            [key: string]: unknown;
        };
        __schema61: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "status";
            status: components["schemas"]["__schema31"];
        };
        __schema62: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "assign";
            assignee: components["schemas"]["__schema54"];
        };
        __schema63: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "tag";
            tag: components["schemas"]["__schema57"];
        };
        __schema64: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "untag";
            tag: components["schemas"]["__schema57"];
        };
        __schema65: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "delete";
        };
        __schema66: string;
        /** @description The survey’s `surveyId`. */
        __schema67: string;
        /** @example 2026-11-20 */
        __schema68: string;
        /** @example Release 4.2 */
        __schema69: string;
        /** @example New checkout flow */
        __schema70: string;
        /** @example #1f77b4 */
        __schema71: string;
        /** @example Checkout */
        __schema72: string;
        /**
         * @description A text answer belongs to the theme when one keyword occurs in it as a phrase: its words, whole, in order and adjacent, case-insensitive.
         * @example [
         *       "checkout",
         *       "payment failed",
         *       "card declined"
         *     ]
         */
        __schema73: components["schemas"]["__schema74"][];
        __schema74: string;
        /** @description A note for the team, up to 200 characters. */
        __schema75: string;
        /** @description The events sent to the endpoint; at least one. */
        __schema76: components["schemas"]["__schema77"];
        __schema77: components["schemas"]["__schema78"][];
        /**
         * @description An event Heed sends: the `type` of the body.
         * @enum {string}
         */
        __schema78: "feedback.created" | "feedback.updated" | "feedback.deleted" | "survey.deleted" | "retention.applied" | "webhook.test";
        /**
         * Format: uuid
         * @description Id of the webhook endpoint.
         */
        __schema79: string;
        __schema80: string;
        /** @enum {string} */
        __schema81: "RATING" | "TEXT" | "SINGLE_CHOICE" | "MULTI_CHOICE";
        __schema82: {
            label: components["schemas"]["__schema83"];
        };
        __schema83: string;
        __schema84: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "rating";
            rating: number;
            ratingVariant: components["schemas"]["__schema85"];
            ratingScale: components["schemas"]["__schema86"];
        };
        /** @enum {string} */
        __schema85: "emoji" | "thumbs" | "stars" | "nps";
        __schema86: number;
        __schema87: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "text";
            text: string;
        };
        __schema88: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "singleChoice";
            selectedOptionId: components["schemas"]["__schema80"];
        };
        __schema89: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "multiChoice";
            selectedOptionIds: components["schemas"]["__schema80"][];
        };
        __schema90: string;
        __schema91: components["schemas"]["FieldDefinition"][];
        __schema92: {
            fieldId: components["schemas"]["__schema80"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            fieldType: "RATING";
            label: components["schemas"]["__schema83"];
            ratingVariant: components["schemas"]["__schema85"];
            ratingScale: components["schemas"]["__schema86"];
        };
        __schema93: {
            fieldId: components["schemas"]["__schema80"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            fieldType: "TEXT";
            label: components["schemas"]["__schema83"];
        };
        __schema94: {
            fieldId: components["schemas"]["__schema80"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            fieldType: "SINGLE_CHOICE";
            label: components["schemas"]["__schema83"];
            options: components["schemas"]["__schema95"];
        };
        __schema95: components["schemas"]["__schema96"][];
        __schema96: {
            optionId: components["schemas"]["__schema80"];
            label: components["schemas"]["__schema83"];
        };
        __schema97: {
            fieldId: components["schemas"]["__schema80"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            fieldType: "MULTI_CHOICE";
            label: components["schemas"]["__schema83"];
            options: components["schemas"]["__schema95"];
        };
        __schema98: string;
        __schema99: string;
        __schema100: components["schemas"]["DeviceType"];
        __schema101: {
            width: number;
            height: number;
        };
        __schema102: string;
        __schema103: {
            [key: string]: components["schemas"]["__schema105"];
        };
        __schema104: string;
        __schema105: string;
        /** Format: date-time */
        __schema106: string;
        __schema107: number;
        ApiKeyList: {
            keys: components["schemas"]["__schema108"];
        };
        ApiKeySummary: {
            id: components["schemas"]["__schema109"];
            keyPrefix: components["schemas"]["__schema110"];
            keyType: components["schemas"]["__schema111"];
            team: components["schemas"]["__schema112"];
            appName: components["schemas"]["__schema113"];
            allowedOrigins: components["schemas"]["__schema114"];
            rateLimit: components["schemas"]["__schema115"];
            status: components["schemas"]["__schema116"];
            createdAt: components["schemas"]["__schema117"];
            expiresAt: components["schemas"]["__schema118"];
            revokedAt: components["schemas"]["__schema119"];
            lastUsedAt: components["schemas"]["__schema120"];
            replacesKeyId: components["schemas"]["__schema121"];
        };
        Problem: {
            type: components["schemas"]["__schema123"];
            title: components["schemas"]["__schema124"];
            status: components["schemas"]["__schema125"];
            detail: components["schemas"]["__schema126"];
            code: components["schemas"]["__schema127"];
            errors?: components["schemas"]["__schema128"];
        } & {
            [key: string]: components["schemas"]["__schema130"];
        };
        IssuedApiKey: {
            id: components["schemas"]["__schema131"];
            key: components["schemas"]["__schema132"];
            keyType: components["schemas"]["__schema111"];
            team: components["schemas"]["__schema133"];
            appName: components["schemas"]["__schema134"];
            allowedOrigins: components["schemas"]["__schema135"];
            rateLimit: components["schemas"]["__schema136"];
            createdAt: components["schemas"]["__schema137"];
        };
        RotatedApiKey: {
            id: components["schemas"]["__schema131"];
            key: components["schemas"]["__schema132"];
            keyType: components["schemas"]["__schema111"];
            team: components["schemas"]["__schema133"];
            appName: components["schemas"]["__schema134"];
            allowedOrigins: components["schemas"]["__schema135"];
            rateLimit: components["schemas"]["__schema136"];
            createdAt: components["schemas"]["__schema137"];
            previousKeyId: components["schemas"]["__schema138"];
            previousKeyExpiresAt: components["schemas"]["__schema139"];
        };
        Organisation: {
            slug: components["schemas"]["__schema140"];
            name: components["schemas"]["__schema141"];
        };
        TeamList: {
            teams: components["schemas"]["__schema142"];
        };
        Team: {
            slug: components["schemas"]["__schema143"];
            name: components["schemas"]["__schema144"];
        };
        GroupMappingList: {
            mappings: components["schemas"]["__schema145"];
        };
        GroupMapping: {
            id: components["schemas"]["__schema146"];
            oidcGroupId: components["schemas"]["__schema147"];
            role: components["schemas"]["__schema148"];
        };
        ApiKeyEventPage: {
            events: components["schemas"]["__schema149"];
            nextBefore: components["schemas"]["__schema156"];
        };
        ApiKeyEvent: {
            id: components["schemas"]["__schema150"];
            keyId: components["schemas"]["__schema151"];
            keyPrefix: components["schemas"]["__schema152"];
            keyType: components["schemas"]["__schema111"];
            eventType: components["schemas"]["__schema153"];
            actor: components["schemas"]["__schema154"];
            createdAt: components["schemas"]["__schema155"];
        };
        TeamSurveys: {
            team: components["schemas"]["__schema157"];
            surveys: components["schemas"]["__schema158"];
        };
        Health: {
            status: components["schemas"]["__schema159"];
            version: components["schemas"]["__schema160"];
            database: components["schemas"]["__schema161"];
        };
        AlertRules: {
            rules: components["schemas"]["__schema162"];
        };
        /**
         * @example {
         *       "id": "2b4d6f80-1a3c-4e5f-8a9b-0c1d2e3f4a5b",
         *       "name": "Unhappy at checkout",
         *       "filter": {
         *         "surveyId": "checkout-satisfaction",
         *         "rating": "overall:1-2"
         *       },
         *       "mode": "instant",
         *       "digestHour": null,
         *       "tz": null,
         *       "destinations": [
         *         {
         *           "id": "7c9e1a2b-3d4f-4a6b-8c0d-1e2f3a4b5c6d",
         *           "type": "slack",
         *           "url": "https://hooks.slack.com/…"
         *         }
         *       ],
         *       "enabled": true,
         *       "lastTriggeredAt": null,
         *       "createdAt": "2026-11-27T10:00:00.000Z",
         *       "updatedAt": "2026-11-27T10:00:00.000Z"
         *     }
         */
        AlertRule: {
            id: components["schemas"]["__schema163"];
            name: components["schemas"]["__schema164"];
            filter: components["schemas"]["AlertFilterOutput"];
            mode: components["schemas"]["__schema193"];
            digestHour: components["schemas"]["__schema194"];
            tz: components["schemas"]["__schema196"];
            destinations: components["schemas"]["__schema198"];
            enabled: components["schemas"]["__schema203"];
            lastTriggeredAt: components["schemas"]["__schema204"];
            createdAt: components["schemas"]["__schema205"];
            updatedAt: components["schemas"]["__schema206"];
        };
        AlertDestination: components["schemas"]["__schema199"] | components["schemas"]["__schema200"] | components["schemas"]["__schema201"] | components["schemas"]["__schema202"];
        AlertDeliveries: {
            deliveries: components["schemas"]["__schema207"];
        };
        AlertDelivery: {
            id: components["schemas"]["__schema208"];
            destinationType: components["schemas"]["__schema209"];
            createdAt: components["schemas"]["__schema210"];
            status: components["schemas"]["__schema211"];
            attempts: components["schemas"]["__schema212"];
            lastAttempt: components["schemas"]["__schema213"];
        };
        QueuedAlertMessages: {
            messageIds: components["schemas"]["__schema214"];
        };
        /**
         * @example {
         *       "items": [
         *         {
         *           "id": "6f1c2f9e-8a52-4d7e-9a35-2b1f0c7d9e41",
         *           "surveyId": "checkout-satisfaction",
         *           "surveyType": "rating",
         *           "appName": "webshop",
         *           "submittedAt": "2026-11-22T10:15:00.000Z",
         *           "receivedAt": "2026-11-22T10:15:00.412Z",
         *           "answers": [
         *             {
         *               "fieldId": "overall",
         *               "fieldType": "RATING",
         *               "question": {
         *                 "label": "How was checkout?"
         *               },
         *               "value": {
         *                 "type": "rating",
         *                 "rating": 4,
         *                 "ratingVariant": "emoji",
         *                 "ratingScale": 5
         *               }
         *             },
         *             {
         *               "fieldId": "comment",
         *               "fieldType": "TEXT",
         *               "question": {
         *                 "label": "Anything to add?"
         *               },
         *               "value": {
         *                 "type": "text",
         *                 "text": "Slow payment page, call me at [phone removed]"
         *               }
         *             }
         *           ],
         *           "tags": [
         *             "payment"
         *           ],
         *           "themes": [
         *             "0b6c7f61-3f7a-4a53-8f0e-1f4a5e9b2c10"
         *           ],
         *           "context": {
         *             "pathname": "/checkout/payment",
         *             "deviceType": "mobile",
         *             "locale": "nb-NO"
         *           },
         *           "sensitiveDataRedacted": true,
         *           "status": "in_progress",
         *           "assignee": {
         *             "userRef": "id:3f9a0c2b7d14",
         *             "name": "Kari Nordmann"
         *           },
         *           "statusChangedAt": "2026-11-22T13:02:41.118Z"
         *         }
         *       ],
         *       "nextCursor": null,
         *       "total": 1
         *     }
         */
        FeedbackPage: {
            items: components["schemas"]["__schema215"];
            nextCursor: components["schemas"]["__schema243"];
            total: components["schemas"]["__schema245"];
        };
        /**
         * @example {
         *       "id": "6f1c2f9e-8a52-4d7e-9a35-2b1f0c7d9e41",
         *       "surveyId": "checkout-satisfaction",
         *       "surveyType": "rating",
         *       "appName": "webshop",
         *       "submittedAt": "2026-11-22T10:15:00.000Z",
         *       "receivedAt": "2026-11-22T10:15:00.412Z",
         *       "answers": [
         *         {
         *           "fieldId": "overall",
         *           "fieldType": "RATING",
         *           "question": {
         *             "label": "How was checkout?"
         *           },
         *           "value": {
         *             "type": "rating",
         *             "rating": 4,
         *             "ratingVariant": "emoji",
         *             "ratingScale": 5
         *           }
         *         },
         *         {
         *           "fieldId": "comment",
         *           "fieldType": "TEXT",
         *           "question": {
         *             "label": "Anything to add?"
         *           },
         *           "value": {
         *             "type": "text",
         *             "text": "Slow payment page, call me at [phone removed]"
         *           }
         *         }
         *       ],
         *       "tags": [
         *         "payment"
         *       ],
         *       "themes": [
         *         "0b6c7f61-3f7a-4a53-8f0e-1f4a5e9b2c10"
         *       ],
         *       "context": {
         *         "pathname": "/checkout/payment",
         *         "deviceType": "mobile",
         *         "locale": "nb-NO"
         *       },
         *       "sensitiveDataRedacted": true,
         *       "status": "in_progress",
         *       "assignee": {
         *         "userRef": "id:3f9a0c2b7d14",
         *         "name": "Kari Nordmann"
         *       },
         *       "statusChangedAt": "2026-11-22T13:02:41.118Z"
         *     }
         */
        FeedbackItem: {
            id: components["schemas"]["__schema216"];
            surveyId: components["schemas"]["__schema217"];
            surveyType: components["schemas"]["__schema218"];
            appName: components["schemas"]["__schema219"];
            submittedAt: components["schemas"]["__schema220"];
            receivedAt: components["schemas"]["__schema221"];
            answers: components["schemas"]["__schema222"];
            tags: components["schemas"]["__schema227"];
            themes: components["schemas"]["__schema228"];
            context: components["schemas"]["__schema230"];
            sensitiveDataRedacted: components["schemas"]["__schema238"];
            status: components["schemas"]["__schema189"];
            assignee: components["schemas"]["__schema239"];
            statusChangedAt: components["schemas"]["__schema241"];
        };
        StoredAnswer: {
            fieldId: components["schemas"]["__schema223"];
            fieldType: components["schemas"]["__schema224"];
            question: components["schemas"]["__schema225"];
            value: components["schemas"]["__schema226"];
        };
        Assignee: {
            userRef: components["schemas"]["__schema192"];
            name: components["schemas"]["__schema240"];
        };
        /**
         * @example {
         *       "tags": [
         *         "pricing",
         *         "slow-checkout"
         *       ]
         *     }
         */
        FeedbackTags: {
            tags: components["schemas"]["__schema246"];
        };
        /**
         * @example {
         *       "affected": 42
         *     }
         */
        BulkResult: {
            affected: components["schemas"]["__schema248"];
        };
        FiltersBootstrap: {
            team: components["schemas"]["__schema249"];
            surveys: components["schemas"]["__schema250"];
            appNames: components["schemas"]["__schema259"];
            tags: components["schemas"]["__schema260"];
            themes: components["schemas"]["__schema262"];
            deviceTypes: components["schemas"]["__schema263"];
            firstResponseAt: components["schemas"]["__schema264"];
            lastResponseAt: components["schemas"]["__schema265"];
        };
        /**
         * @example {
         *       "members": [
         *         {
         *           "userRef": "id:3f9a0c2b7d14",
         *           "name": "Kari Nordmann",
         *           "role": "editor",
         *           "lastSeenAt": "2026-11-22T13:02:41.118Z"
         *         }
         *       ]
         *     }
         */
        Members: {
            members: components["schemas"]["__schema266"];
        };
        Member: {
            userRef: components["schemas"]["__schema192"];
            name: components["schemas"]["__schema267"];
            role: components["schemas"]["__schema268"];
            lastSeenAt: components["schemas"]["__schema269"];
        };
        OverviewPage: {
            surveys: components["schemas"]["__schema270"];
            surveyId: components["schemas"]["__schema279"];
            trendFieldId: components["schemas"]["__schema281"];
            trend: components["schemas"]["__schema283"];
            overview: components["schemas"]["__schema301"];
            themes: components["schemas"]["__schema331"];
        };
        SurveySummary: {
            surveyId: components["schemas"]["__schema271"];
            surveyType: components["schemas"]["__schema272"];
            appNames: components["schemas"]["__schema273"];
            responses: components["schemas"]["__schema275"];
            firstResponseAt: components["schemas"]["__schema276"];
            lastResponseAt: components["schemas"]["__schema277"];
            fields: components["schemas"]["__schema278"];
        };
        StatsTrend: {
            interval: components["schemas"]["__schema284"];
            tz: components["schemas"]["__schema285"];
            fieldId: components["schemas"]["__schema286"];
            period: components["schemas"]["__schema287"];
            buckets: components["schemas"]["__schema289"];
            previous: components["schemas"]["__schema296"];
            markers: components["schemas"]["__schema299"];
        };
        TrendBucket: {
            start: components["schemas"]["__schema290"];
            responses: components["schemas"]["__schema291"];
            average: components["schemas"]["__schema293"];
            distribution: components["schemas"]["__schema294"];
            masked: components["schemas"]["__schema295"];
        };
        /**
         * @example {
         *       "total": 120,
         *       "withText": 48,
         *       "period": {
         *         "from": "2026-11-01",
         *         "to": "2026-11-30"
         *       },
         *       "privacy": {
         *         "threshold": 5,
         *         "masked": false
         *       },
         *       "fields": [
         *         {
         *           "fieldId": "overall",
         *           "fieldType": "RATING",
         *           "label": "How was checkout?",
         *           "masked": false,
         *           "responses": 118,
         *           "average": 4.21,
         *           "distribution": {
         *             "1": 3,
         *             "2": 5,
         *             "3": 10,
         *             "4": 38,
         *             "5": 62
         *           }
         *         },
         *         {
         *           "fieldId": "comment",
         *           "fieldType": "TEXT",
         *           "label": "Anything else?",
         *           "masked": false,
         *           "responses": 48,
         *           "themes": [
         *             {
         *               "themeId": "2f1c6a0e-5d0b-4a43-9d7e-6b1d2a3c4e5f",
         *               "count": 20
         *             }
         *           ],
         *           "uncategorized": 28
         *         },
         *         {
         *           "fieldId": "payment",
         *           "fieldType": "MULTI_CHOICE",
         *           "label": "How did you pay?",
         *           "masked": false,
         *           "responses": 24,
         *           "distribution": {
         *             "card": 12,
         *             "invoice": 14,
         *             "paypal": 10
         *           },
         *           "shares": {
         *             "card": 0.5,
         *             "invoice": 0.5833,
         *             "paypal": 0.4167
         *           }
         *         }
         *       ],
         *       "triage": {
         *         "new": 31,
         *         "in_progress": 4,
         *         "resolved": 120,
         *         "ignored": 9
         *       }
         *     }
         */
        StatsOverview: {
            total: components["schemas"]["__schema302"];
            withText: components["schemas"]["__schema303"];
            period: components["schemas"]["__schema304"];
            privacy: components["schemas"]["__schema307"];
            fields: components["schemas"]["__schema308"];
            triage: components["schemas"]["__schema326"];
        };
        FieldStats: components["schemas"]["__schema309"] | components["schemas"]["__schema321"] | components["schemas"]["__schema324"];
        Nps: {
            score: components["schemas"]["__schema317"];
            promoters: components["schemas"]["__schema318"];
            passives: components["schemas"]["__schema319"];
            detractors: components["schemas"]["__schema320"];
        };
        TriageCounts: {
            new: components["schemas"]["__schema327"];
            in_progress: components["schemas"]["__schema328"];
            resolved: components["schemas"]["__schema329"];
            ignored: components["schemas"]["__schema330"];
        };
        /**
         * @example {
         *       "id": "6f1d2c3b-4a59-4e6f-8a7b-9c0d1e2f3a4b",
         *       "name": "Checkout",
         *       "keywords": [
         *         "checkout",
         *         "payment failed"
         *       ],
         *       "color": "#d62728",
         *       "createdAt": "2026-11-20T09:12:00.000Z"
         *     }
         */
        Theme: {
            id: components["schemas"]["__schema332"];
            name: components["schemas"]["__schema333"];
            keywords: components["schemas"]["__schema334"];
            color: components["schemas"]["__schema335"];
            createdAt: components["schemas"]["__schema336"];
        };
        /**
         * @example {
         *       "surveys": [
         *         {
         *           "surveyId": "checkout-satisfaction",
         *           "surveyType": "rating",
         *           "appNames": [
         *             "webshop"
         *           ],
         *           "responses": 412,
         *           "firstResponseAt": "2026-10-01T08:12:44.120Z",
         *           "lastResponseAt": "2026-11-22T10:15:00.412Z",
         *           "fields": [
         *             {
         *               "fieldId": "overall",
         *               "fieldType": "RATING",
         *               "label": "How was checkout?",
         *               "ratingVariant": "emoji",
         *               "ratingScale": 5
         *             },
         *             {
         *               "fieldId": "comment",
         *               "fieldType": "TEXT",
         *               "label": "Anything to add?"
         *             }
         *           ]
         *         }
         *       ]
         *     }
         */
        SurveyList: {
            surveys: components["schemas"]["__schema337"];
        };
        /**
         * @example {
         *       "surveyId": "checkout-satisfaction",
         *       "deletedCount": 1284
         *     }
         */
        SurveyDeletion: {
            surveyId: components["schemas"]["__schema338"];
            deletedCount: components["schemas"]["__schema339"];
        };
        MarkerList: {
            markers: components["schemas"]["__schema340"];
        };
        /**
         * @example {
         *       "id": "0b9e1c52-8a1d-4d55-9a53-3f4b2c1d7e10",
         *       "surveyId": "checkout-satisfaction",
         *       "date": "2026-11-20",
         *       "label": "Release 4.2",
         *       "description": "New checkout flow",
         *       "color": "#1f77b4",
         *       "createdAt": "2026-11-20T09:12:00.000Z",
         *       "updatedAt": "2026-11-20T09:12:00.000Z"
         *     }
         */
        Marker: {
            id: components["schemas"]["__schema341"];
            surveyId: components["schemas"]["__schema342"];
            date: components["schemas"]["__schema343"];
            label: components["schemas"]["__schema344"];
            description: components["schemas"]["__schema345"];
            color: components["schemas"]["__schema346"];
            createdAt: components["schemas"]["__schema347"];
            updatedAt: components["schemas"]["__schema348"];
        };
        /**
         * @example {
         *       "tags": [
         *         {
         *           "tag": "pricing",
         *           "count": 12
         *         },
         *         {
         *           "tag": "slow-checkout",
         *           "count": 3
         *         }
         *       ]
         *     }
         */
        TagCounts: {
            tags: components["schemas"]["__schema349"];
        };
        MyTeams: {
            teams: components["schemas"]["__schema350"];
            isOrgAdmin: components["schemas"]["__schema351"];
        };
        ThemeList: {
            themes: components["schemas"]["__schema352"];
        };
        WebhookEndpoints: {
            endpoints: components["schemas"]["__schema353"];
        };
        /**
         * @example {
         *       "id": "6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b",
         *       "url": "https://hooks.example.com/heed",
         *       "description": "Issue tracker",
         *       "eventTypes": [
         *         "feedback.created"
         *       ],
         *       "enabled": true,
         *       "disabledReason": null,
         *       "createdAt": "2026-11-27T10:00:00.000Z",
         *       "updatedAt": "2026-11-27T10:00:00.000Z"
         *     }
         */
        WebhookEndpoint: {
            id: components["schemas"]["__schema354"];
            url: components["schemas"]["__schema355"];
            description: components["schemas"]["__schema356"];
            eventTypes: components["schemas"]["__schema357"];
            enabled: components["schemas"]["__schema358"];
            disabledReason: components["schemas"]["__schema359"];
            createdAt: components["schemas"]["__schema361"];
            updatedAt: components["schemas"]["__schema362"];
        };
        CreatedWebhookEndpoint: {
            id: components["schemas"]["__schema354"];
            url: components["schemas"]["__schema355"];
            description: components["schemas"]["__schema356"];
            eventTypes: components["schemas"]["__schema357"];
            enabled: components["schemas"]["__schema358"];
            disabledReason: components["schemas"]["__schema359"];
            createdAt: components["schemas"]["__schema361"];
            updatedAt: components["schemas"]["__schema362"];
            secret: components["schemas"]["__schema363"];
        };
        WebhookMessages: {
            messages: components["schemas"]["__schema364"];
            nextCursor: components["schemas"]["__schema375"];
        };
        WebhookMessage: {
            id: components["schemas"]["__schema208"];
            eventType: components["schemas"]["__schema365"];
            createdAt: components["schemas"]["__schema366"];
            status: components["schemas"]["__schema367"];
            attempts: components["schemas"]["__schema368"];
            nextAttemptAt: components["schemas"]["__schema369"];
            lastAttempt: components["schemas"]["__schema371"];
            payload: components["schemas"]["__schema373"];
        };
        QueuedWebhookMessage: {
            messageId: components["schemas"]["__schema208"];
        };
        RotatedWebhookSecret: {
            secret: components["schemas"]["__schema363"];
            previousSecretExpiresAt: components["schemas"]["__schema376"];
        };
        SetupResult: {
            org: components["schemas"]["Organisation"];
            team: components["schemas"]["Team"];
        };
        SetupKeys: {
            secretKey: components["schemas"]["__schema378"];
            publishableKey: components["schemas"]["__schema379"];
        };
        SetupStatus: {
            orgExists: components["schemas"]["__schema380"];
            hasApiKeys: components["schemas"]["__schema381"];
            orgName: components["schemas"]["__schema382"];
        };
        SubmissionReceipt: {
            id: components["schemas"]["__schema383"];
            surveyId: components["schemas"]["__schema384"];
            surveyIdRef: components["schemas"]["__schema385"];
            receivedAt: components["schemas"]["__schema386"];
            duplicate?: components["schemas"]["__schema387"];
        };
        DefinitionConflictProblem: {
            type: components["schemas"]["__schema123"];
            title: components["schemas"]["__schema124"];
            status: components["schemas"]["__schema125"];
            detail: components["schemas"]["__schema126"];
            code: components["schemas"]["__schema389"];
            errors?: components["schemas"]["__schema128"];
            diff: components["schemas"]["DefinitionDiff"];
            diffRedacted: components["schemas"]["__schema400"];
        } & {
            [key: string]: components["schemas"]["__schema130"];
        };
        /** @description Changes grouped as removed, added, moved, changed; within a group in field order. `position`, `from` and `to` are indexes in the registered (removed, from) or submitted (added, to) field list. */
        DefinitionDiff: {
            changes: components["schemas"]["__schema390"];
        };
        DefinitionChange: components["schemas"]["__schema391"] | components["schemas"]["__schema394"] | components["schemas"]["__schema395"] | components["schemas"]["__schema396"] | components["schemas"]["__schema397"] | components["schemas"]["__schema399"];
        SurveyLimitProblem: {
            type: components["schemas"]["__schema123"];
            title: components["schemas"]["__schema124"];
            status: components["schemas"]["__schema125"];
            detail: components["schemas"]["__schema126"];
            code: components["schemas"]["__schema401"];
            errors?: components["schemas"]["__schema128"];
            limit: components["schemas"]["__schema402"];
        } & {
            [key: string]: components["schemas"]["__schema130"];
        };
        __schema108: components["schemas"]["ApiKeySummary"][];
        /** Format: uuid */
        __schema109: string;
        /** @description `heed_pk_live` or `heed_sk_live`. */
        __schema110: string;
        /** @enum {string} */
        __schema111: "pk" | "sk";
        /** @description Slug of the team the key belongs to. */
        __schema112: string;
        __schema113: string;
        __schema114: string[];
        __schema115: number;
        /** @enum {string} */
        __schema116: "active" | "expiring" | "expired" | "revoked";
        /** Format: date-time */
        __schema117: string;
        __schema118: string | null;
        __schema119: string | null;
        __schema120: string | null;
        /** @description The key this one replaced by rotation (null for a key created anew). */
        __schema121: components["schemas"]["__schema122"] | null;
        /** Format: uuid */
        __schema122: string;
        /** @description URI identifying the problem type: `urn:heed:problem:<code>`. */
        __schema123: string;
        __schema124: string;
        __schema125: number;
        __schema126: string;
        /** @description Machine code: invalid_request, unauthorized, forbidden, not_found, conflict, definition_conflict, survey_limit_reached, rate_limited, origin_not_allowed, team_required, payload_too_large, unsupported_media_type, service_unavailable, internal_error. */
        __schema127: string;
        /** @description Validation errors, one per offending field. */
        __schema128: components["schemas"]["__schema129"];
        __schema129: {
            path: string;
            message: string;
        }[];
        __schema130: unknown;
        /** Format: uuid */
        __schema131: string;
        /** @description The full key value. It is shown once and cannot be retrieved. */
        __schema132: string;
        __schema133: string;
        __schema134: string;
        __schema135: string[];
        __schema136: number;
        /** Format: date-time */
        __schema137: string;
        /** Format: uuid */
        __schema138: string;
        /** Format: date-time */
        __schema139: string;
        __schema140: string;
        __schema141: string;
        __schema142: components["schemas"]["Team"][];
        __schema143: string;
        __schema144: string;
        __schema145: components["schemas"]["GroupMapping"][];
        /** Format: uuid */
        __schema146: string;
        __schema147: string;
        /** @enum {string} */
        __schema148: "viewer" | "editor" | "admin";
        __schema149: components["schemas"]["ApiKeyEvent"][];
        /** Format: uuid */
        __schema150: string;
        /** Format: uuid */
        __schema151: string;
        __schema152: string;
        /** @enum {string} */
        __schema153: "created" | "rotated" | "revoked";
        __schema154: {
            /** @enum {string} */
            type: "oidc_user" | "api_key" | "system";
            userRef: string | null;
            keyId: string | null;
        };
        /** Format: date-time */
        __schema155: string;
        __schema156: null;
        __schema157: string;
        __schema158: {
            surveyId: string;
            surveyType: string;
            /** Format: date-time */
            registeredAt: string;
            responses: number;
        }[];
        /** @enum {string} */
        __schema159: "ok";
        __schema160: string;
        __schema161: {
            reachable: boolean;
            pendingMigrations: string[];
        };
        __schema162: components["schemas"]["AlertRule"][];
        /** Format: uuid */
        __schema163: string;
        __schema164: string;
        /** @description The survey the rule watches. */
        __schema165: string;
        /** @description First day, inclusive, in `tz` (of `receivedAt`). */
        __schema166: components["schemas"]["__schema167"];
        __schema167: string;
        /** @description Last day, inclusive, in `tz` (of `receivedAt`). */
        __schema168: components["schemas"]["__schema167"];
        /** @description IANA time zone of `from` and `to`; default `UTC`. */
        __schema169: components["schemas"]["__schema170"];
        __schema170: string;
        __schema171: string;
        /** @description `<fieldId>:<rating>`, or `<fieldId>:<min>-<max>` for the ratings `min` to `max` inclusive (e.g. `overall:1-2`; `min` ≤ `max`, at most 11 ratings); split at the last colon; repeatable, all must hold. */
        __schema172: components["schemas"]["__schema173"];
        __schema173: components["schemas"]["__schema174"] | components["schemas"]["__schema174"][];
        __schema174: string;
        /** @description `<fieldId>:<optionId>` (split at the first colon); repeatable, all must hold. */
        __schema175: components["schemas"]["__schema176"];
        __schema176: components["schemas"]["__schema177"] | components["schemas"]["__schema177"][];
        __schema177: string;
        /** @enum {string} */
        __schema178: "true" | "false";
        /** @description Repeatable; the item must carry every tag given (case-insensitive). */
        __schema179: components["schemas"]["__schema180"];
        __schema180: components["schemas"]["__schema181"] | components["schemas"]["__schema181"][];
        __schema181: string;
        /** @description A theme id, or `uncategorized`: items with text that matches no theme. */
        __schema182: components["schemas"]["__schema183"];
        __schema183: "uncategorized" | string;
        __schema184: components["schemas"]["DeviceType"];
        /** @description Words that must all occur in the text answers (whole words, case-insensitive). */
        __schema185: components["schemas"]["__schema186"];
        __schema186: string;
        /** @description `new`, `in_progress`, `resolved` or `ignored`; repeatable, any of them. */
        __schema187: components["schemas"]["__schema188"];
        __schema188: components["schemas"]["__schema189"] | components["schemas"]["__schema189"][];
        /**
         * @description Workflow status: `new` (every item starts so), `in_progress`, `resolved`, `ignored`.
         * @enum {string}
         */
        __schema189: "new" | "in_progress" | "resolved" | "ignored";
        /** @description A member’s `userRef`, `me` (the caller) or `none` (unassigned items). */
        __schema190: components["schemas"]["__schema191"];
        __schema191: "me" | "none" | components["schemas"]["__schema192"];
        /**
         * @description A member’s `userRef`, as `GET /intern/members` lists it.
         * @example id:3f9a0c2b7d14
         */
        __schema192: string;
        /** @enum {string} */
        __schema193: "instant" | "digest";
        /** @description `digest` only. */
        __schema194: components["schemas"]["__schema195"] | null;
        __schema195: number;
        /** @description `digest` only. */
        __schema196: components["schemas"]["__schema197"] | null;
        __schema197: string;
        __schema198: components["schemas"]["AlertDestination"][];
        __schema199: {
            /** Format: uuid */
            id: string;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "slack";
            /** @description Masked: scheme and host only. */
            url: string;
        };
        __schema200: {
            /** Format: uuid */
            id: string;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "teams";
            /** @description Masked: scheme and host only. */
            url: string;
        };
        __schema201: {
            /** Format: uuid */
            id: string;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "email";
            to: string[];
        };
        __schema202: {
            /** Format: uuid */
            id: string;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "webhook";
            /** Format: uuid */
            endpointId: string;
        };
        __schema203: boolean;
        __schema204: string | null;
        /** Format: date-time */
        __schema205: string;
        /** Format: date-time */
        __schema206: string;
        __schema207: components["schemas"]["AlertDelivery"][];
        /**
         * @description The message’s `webhook-id`.
         * @example msg_01JDQ7ZK3F9V2M8T4R6B1N0C5X
         */
        __schema208: string;
        /** @enum {string} */
        __schema209: "slack" | "teams" | "email" | "webhook";
        /** Format: date-time */
        __schema210: string;
        /** @enum {string} */
        __schema211: "pending" | "delivered" | "failed";
        __schema212: number;
        __schema213: {
            /** Format: date-time */
            at: string;
            httpStatus: number | null;
            error: string | null;
            durationMs: number;
        } | null;
        __schema214: components["schemas"]["__schema208"][];
        __schema215: components["schemas"]["FeedbackItem"][];
        /** Format: uuid */
        __schema216: string;
        __schema217: string;
        __schema218: string;
        __schema219: string;
        /** Format: date-time */
        __schema220: string;
        /** Format: date-time */
        __schema221: string;
        __schema222: components["schemas"]["StoredAnswer"][];
        __schema223: string;
        /** @enum {string} */
        __schema224: "RATING" | "TEXT" | "SINGLE_CHOICE" | "MULTI_CHOICE";
        __schema225: {
            label: string;
        };
        __schema226: {
            /** @constant */
            type: "rating";
            rating: number;
            ratingVariant: string;
            ratingScale: number;
        } | {
            /** @constant */
            type: "text";
            text: string;
        } | {
            /** @constant */
            type: "singleChoice";
            selectedOptionId: string;
        } | {
            /** @constant */
            type: "multiChoice";
            selectedOptionIds: string[];
        };
        __schema227: string[];
        /** @description Ids of the team’s themes the text answers match. */
        __schema228: components["schemas"]["__schema229"][];
        /** Format: uuid */
        __schema229: string;
        __schema230: components["schemas"]["SubmissionContextOutput"] | null;
        __schema231: string;
        __schema232: components["schemas"]["DeviceType"];
        __schema233: {
            width: number;
            height: number;
        };
        __schema234: string;
        __schema235: {
            [key: string]: components["schemas"]["__schema237"];
        };
        __schema236: string;
        __schema237: string;
        /** @description Personal data in a TEXT answer was replaced by a placeholder before storing. */
        __schema238: boolean;
        /** @description The member the item is assigned to, or null. */
        __schema239: components["schemas"]["Assignee"] | null;
        /** @description The member’s name as last seen (the `userRef` when Heed knows no name). */
        __schema240: string;
        /** @description When the status last changed; null while it never has (a `new` item). */
        __schema241: components["schemas"]["__schema242"] | null;
        /** Format: date-time */
        __schema242: string;
        /** @description null on the last page. */
        __schema243: components["schemas"]["__schema244"] | null;
        __schema244: string;
        /** @description Items matching the filters, on every page. */
        __schema245: number;
        /** @description Every tag of the item, sorted. */
        __schema246: components["schemas"]["__schema247"][];
        __schema247: string;
        /** @description Items that changed (or were deleted). */
        __schema248: number;
        __schema249: string;
        __schema250: {
            surveyId: string;
            surveyType: string;
            /** @description The survey’s fields with their labels and options, in order. */
            fields: components["schemas"]["FieldDefinitionOutput"][];
        }[];
        __schema251: {
            fieldId: components["schemas"]["__schema252"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            fieldType: "RATING";
            label: components["schemas"]["__schema253"];
            /** @enum {string} */
            ratingVariant: "emoji" | "thumbs" | "stars" | "nps";
            ratingScale: number;
        };
        __schema252: string;
        __schema253: string;
        __schema254: {
            fieldId: components["schemas"]["__schema252"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            fieldType: "TEXT";
            label: components["schemas"]["__schema253"];
        };
        __schema255: {
            fieldId: components["schemas"]["__schema252"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            fieldType: "SINGLE_CHOICE";
            label: components["schemas"]["__schema253"];
            options: components["schemas"]["__schema256"];
        };
        __schema256: components["schemas"]["__schema257"][];
        __schema257: {
            optionId: components["schemas"]["__schema252"];
            label: components["schemas"]["__schema253"];
        };
        __schema258: {
            fieldId: components["schemas"]["__schema252"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            fieldType: "MULTI_CHOICE";
            label: components["schemas"]["__schema253"];
            options: components["schemas"]["__schema256"];
        };
        __schema259: string[];
        /** @description Tags in use in the team. */
        __schema260: components["schemas"]["__schema261"][];
        __schema261: string;
        __schema262: {
            /** Format: uuid */
            id: string;
            name: string;
            color: string | null;
        }[];
        /** @description Device types the team’s feedback reports. */
        __schema263: components["schemas"]["DeviceType"][];
        __schema264: string | null;
        __schema265: string | null;
        __schema266: components["schemas"]["Member"][];
        /** @description From the token’s `name`, else `preferred_username`, else the `userRef`, as last seen. */
        __schema267: string;
        /** @description The role the member last acted with in the team. */
        __schema268: components["schemas"]["__schema148"];
        /** Format: date-time */
        __schema269: string;
        /** @description As `GET /intern/surveys`. */
        __schema270: components["schemas"]["SurveySummary"][];
        __schema271: string;
        __schema272: string;
        /** @description Apps whose keys submitted answers to the survey. */
        __schema273: components["schemas"]["__schema274"][];
        __schema274: string;
        __schema275: number;
        __schema276: string | null;
        __schema277: string | null;
        __schema278: components["schemas"]["FieldDefinitionOutput"][];
        /** @description The survey shown: `surveyId` when given, else the one answered last; null without surveys. */
        __schema279: components["schemas"]["__schema280"] | null;
        __schema280: string;
        /** @description The RATING field of the trend: `fieldId` when it is one, else the first; null without one. */
        __schema281: components["schemas"]["__schema282"] | null;
        __schema282: string;
        /** @description As `GET /intern/stats/trend` for `trendFieldId` (markers included); null without a RATING field. */
        __schema283: components["schemas"]["StatsTrend"] | null;
        /** @enum {string} */
        __schema284: "day" | "week" | "month";
        __schema285: string;
        __schema286: string;
        __schema287: {
            from: components["schemas"]["__schema288"];
            to: components["schemas"]["__schema288"];
        };
        __schema288: string;
        __schema289: components["schemas"]["TrendBucket"][];
        /** @description First day of the bucket in `tz` (weeks start on Monday). */
        __schema290: components["schemas"]["__schema288"];
        __schema291: components["schemas"]["__schema292"] | null;
        __schema292: number;
        __schema293: number | null;
        __schema294: {
            [key: string]: components["schemas"]["__schema292"];
        } | null;
        __schema295: boolean;
        /** @description The period of equal length just before, bucketed alike. */
        __schema296: {
            period: components["schemas"]["__schema297"];
            buckets: components["schemas"]["__schema298"];
        };
        __schema297: {
            from: components["schemas"]["__schema288"];
            to: components["schemas"]["__schema288"];
        };
        __schema298: components["schemas"]["TrendBucket"][];
        /** @description The survey’s markers within the period. */
        __schema299: components["schemas"]["__schema300"][];
        __schema300: {
            /** Format: uuid */
            id: string;
            surveyId: string;
            date: components["schemas"]["__schema288"];
            label: string;
            description: string | null;
            color: string | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        /** @description As `GET /intern/stats/overview` over the trend’s period; null without surveys. */
        __schema301: components["schemas"]["StatsOverview"] | null;
        __schema302: components["schemas"]["__schema292"] | null;
        __schema303: components["schemas"]["__schema292"] | null;
        /** @description The `from`/`to` filter, else the days (in `tz`) of the first and last matching response. */
        __schema304: {
            from: components["schemas"]["__schema305"];
            to: components["schemas"]["__schema306"];
        };
        __schema305: components["schemas"]["__schema288"] | null;
        __schema306: components["schemas"]["__schema288"] | null;
        __schema307: {
            threshold: number;
            /** @description Whether any aggregate of this answer is masked. */
            masked: boolean;
        };
        __schema308: components["schemas"]["FieldStats"][];
        __schema309: {
            fieldId: components["schemas"]["__schema310"];
            label: components["schemas"]["__schema311"];
            masked: components["schemas"]["__schema312"];
            responses: components["schemas"]["__schema313"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            fieldType: "RATING";
            /** @description Mean rating, rounded to two decimals. */
            average: components["schemas"]["__schema314"] | null;
            /** @description Every value of the scale → responses with it. */
            distribution: components["schemas"]["__schema315"] | null;
            /** @description Only for the `nps` rating variant. */
            nps?: components["schemas"]["__schema316"];
        };
        __schema310: string;
        __schema311: string;
        __schema312: boolean;
        /** @description Responses that answered this field. */
        __schema313: components["schemas"]["__schema292"] | null;
        __schema314: number;
        __schema315: {
            [key: string]: components["schemas"]["__schema292"];
        };
        __schema316: components["schemas"]["Nps"] | null;
        /** @description % promoters − % detractors, rounded. */
        __schema317: number;
        /** @description Ratings 9–10. */
        __schema318: components["schemas"]["__schema292"];
        /** @description Ratings 7–8. */
        __schema319: components["schemas"]["__schema292"];
        /** @description Ratings 0–6. */
        __schema320: components["schemas"]["__schema292"];
        __schema321: {
            fieldId: components["schemas"]["__schema310"];
            label: components["schemas"]["__schema311"];
            masked: components["schemas"]["__schema312"];
            responses: components["schemas"]["__schema313"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            fieldType: "SINGLE_CHOICE" | "MULTI_CHOICE";
            /** @description Every option id of the definition → responses that chose it. */
            distribution: components["schemas"]["__schema322"] | null;
            /** @description Every option id → the share of this field’s `responses` that chose it (0–1, four decimals). A MULTI_CHOICE response may choose several options, so its shares may add up to more than 1. */
            shares: components["schemas"]["__schema323"] | null;
        };
        __schema322: {
            [key: string]: components["schemas"]["__schema292"];
        };
        __schema323: {
            [key: string]: number;
        };
        __schema324: {
            fieldId: components["schemas"]["__schema310"];
            label: components["schemas"]["__schema311"];
            masked: components["schemas"]["__schema312"];
            responses: components["schemas"]["__schema313"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            fieldType: "TEXT";
            /** @description Themes matched by the items with a text in this field, most frequent first. */
            themes: components["schemas"]["__schema325"] | null;
            /** @description Items with a text here that match no theme. */
            uncategorized: components["schemas"]["__schema292"] | null;
        };
        __schema325: {
            /** Format: uuid */
            themeId: string;
            count: components["schemas"]["__schema292"];
        }[];
        /** @description The triage queue: the team’s items (of `surveyId` when given) per status, whatever the other filters — the state of the work, not of the period shown. Counts of work, never masked. */
        __schema326: components["schemas"]["TriageCounts"];
        __schema327: number;
        __schema328: number;
        __schema329: number;
        __schema330: number;
        /** @description As `GET /intern/themes`. */
        __schema331: components["schemas"]["Theme"][];
        /** Format: uuid */
        __schema332: string;
        __schema333: string;
        __schema334: string[];
        __schema335: string | null;
        /** Format: date-time */
        __schema336: string;
        __schema337: components["schemas"]["SurveySummary"][];
        __schema338: string;
        /** @description Feedback items deleted. */
        __schema339: number;
        __schema340: components["schemas"]["Marker"][];
        /** Format: uuid */
        __schema341: string;
        __schema342: string;
        /** @description `YYYY-MM-DD`. */
        __schema343: string;
        __schema344: string;
        __schema345: string | null;
        __schema346: string | null;
        /** Format: date-time */
        __schema347: string;
        /** Format: date-time */
        __schema348: string;
        __schema349: {
            tag: string;
            count: number;
        }[];
        __schema350: {
            slug: string;
            name: string;
            role: components["schemas"]["__schema148"];
        }[];
        __schema351: boolean;
        __schema352: components["schemas"]["Theme"][];
        __schema353: components["schemas"]["WebhookEndpoint"][];
        /** Format: uuid */
        __schema354: string;
        /** @description The endpoint’s URL (only team admins ever see it). */
        __schema355: string;
        __schema356: string;
        __schema357: ("feedback.created" | "feedback.updated" | "feedback.deleted" | "survey.deleted" | "retention.applied" | "webhook.test")[];
        __schema358: boolean;
        /** @description Why Heed disabled it: `gone` (it answered 410), `failing` (5 days without a success while messages failed); null when enabled or disabled by a person. */
        __schema359: components["schemas"]["__schema360"] | null;
        /** @enum {string} */
        __schema360: "gone" | "failing";
        /** Format: date-time */
        __schema361: string;
        /** Format: date-time */
        __schema362: string;
        /** @description `whsec_` and the base64 of 32 random bytes: shown once, never again. */
        __schema363: string;
        __schema364: components["schemas"]["WebhookMessage"][];
        /** @description The event type of the body. */
        __schema365: string;
        /** Format: date-time */
        __schema366: string;
        /** @enum {string} */
        __schema367: "pending" | "delivered" | "failed";
        __schema368: number;
        /** @description When it is tried next; null when done. */
        __schema369: components["schemas"]["__schema370"] | null;
        /** Format: date-time */
        __schema370: string;
        __schema371: {
            /** Format: date-time */
            at: string;
            httpStatus: number | null;
            /** @description Why no answer counted: `timeout`, `address_not_allowed`, `network`, …. */
            error: components["schemas"]["__schema372"] | null;
            durationMs: number;
        } | null;
        __schema372: string;
        /** @description The body sent (`{ type, timestamp, data }`); null until it is first sent. */
        __schema373: components["schemas"]["__schema374"] | null;
        __schema374: unknown;
        __schema375: string | null;
        /** @description Until when the old secret signs too; null when it stopped at once. */
        __schema376: components["schemas"]["__schema377"] | null;
        /** Format: date-time */
        __schema377: string;
        __schema378: string;
        __schema379: string;
        __schema380: boolean;
        __schema381: boolean;
        __schema382: string | null;
        /** Format: uuid */
        __schema383: string;
        __schema384: string;
        /** @description Log-safe reference of surveyId: `id:` + first 12 hex of its SHA-256. */
        __schema385: string;
        /** Format: date-time */
        __schema386: string;
        /** @description Present (with status 200) when the `deduplicationKey` was already stored. */
        __schema387: components["schemas"]["__schema388"];
        /** @constant */
        __schema388: true;
        /** @constant */
        __schema389: "definition_conflict";
        __schema390: components["schemas"]["DefinitionChange"][];
        __schema391: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            change: "added";
            fieldId: components["schemas"]["__schema392"];
            position: number;
            fieldType: components["schemas"]["__schema393"];
        };
        /** @description The field id, or its pseudonym `id:<12 hex>` when it looks like personal data. */
        __schema392: string;
        /** @enum {string} */
        __schema393: "RATING" | "TEXT" | "SINGLE_CHOICE" | "MULTI_CHOICE";
        __schema394: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            change: "removed";
            fieldId: components["schemas"]["__schema392"];
            position: number;
            fieldType: components["schemas"]["__schema393"];
        };
        __schema395: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            change: "moved";
            fieldId: components["schemas"]["__schema392"];
            from: number;
            to: number;
        };
        __schema396: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            change: "__schema396";
            fieldId: components["schemas"]["__schema392"];
            /** @constant */
            attribute: "fieldType";
            before: components["schemas"]["__schema393"];
            after: components["schemas"]["__schema393"];
        };
        __schema397: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            change: "__schema397";
            fieldId: components["schemas"]["__schema392"];
            /** @constant */
            attribute: "ratingVariant";
            before: components["schemas"]["__schema398"] | null;
            after: components["schemas"]["__schema398"] | null;
        };
        /** @enum {string} */
        __schema398: "emoji" | "thumbs" | "stars" | "nps";
        __schema399: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            change: "changed";
            fieldId: components["schemas"]["__schema392"];
            /** @constant */
            attribute: "optionIds";
            before: string[] | null;
            after: string[] | null;
        };
        /** @description True when a field or option id in `diff` was replaced by its pseudonym. */
        __schema400: boolean;
        /** @constant */
        __schema401: "survey_limit_reached";
        /** @description Surveys a team may register (`HEED_MAX_SURVEYS_PER_TEAM`). */
        __schema402: number;
        /**
         * @example {
         *       "surveyId": "checkout-satisfaction",
         *       "rating": "overall:1-2"
         *     }
         */
        AlertFilterOutput: {
            surveyId: components["schemas"]["__schema165"];
            from?: components["schemas"]["__schema166"];
            to?: components["schemas"]["__schema168"];
            tz?: components["schemas"]["__schema169"];
            appName?: components["schemas"]["__schema171"];
            rating?: components["schemas"]["__schema172"];
            choice?: components["schemas"]["__schema175"];
            hasText?: components["schemas"]["__schema178"];
            tag?: components["schemas"]["__schema179"];
            theme?: components["schemas"]["__schema182"];
            deviceType?: components["schemas"]["__schema184"];
            q?: components["schemas"]["__schema185"];
            status?: components["schemas"]["__schema187"];
            assignee?: components["schemas"]["__schema190"];
        };
        /**
         * @description Where and how the answers were given. Stored with the feedback and filterable; never written to an audit event.
         * @example {
         *       "pathname": "/checkout/payment",
         *       "deviceType": "mobile",
         *       "viewport": {
         *         "width": 390,
         *         "height": 844
         *       },
         *       "locale": "nb-NO",
         *       "tags": {
         *         "release": "2026.11",
         *         "plan": "pro"
         *       }
         *     }
         */
        SubmissionContextOutput: {
            pathname?: components["schemas"]["__schema231"];
            deviceType?: components["schemas"]["__schema232"];
            viewport?: components["schemas"]["__schema233"];
            locale?: components["schemas"]["__schema234"];
            tags?: components["schemas"]["__schema235"];
        };
        /**
         * @example {
         *       "fieldId": "overall",
         *       "fieldType": "RATING",
         *       "label": "Overall",
         *       "ratingVariant": "stars",
         *       "ratingScale": 5
         *     }
         * @example {
         *       "fieldId": "recommend",
         *       "fieldType": "RATING",
         *       "label": "Recommend us?",
         *       "ratingVariant": "nps",
         *       "ratingScale": 10
         *     }
         * @example {
         *       "fieldId": "helpful",
         *       "fieldType": "RATING",
         *       "label": "Helpful?",
         *       "ratingVariant": "thumbs",
         *       "ratingScale": 2
         *     }
         * @example {
         *       "fieldId": "comment",
         *       "fieldType": "TEXT",
         *       "label": "Anything else?"
         *     }
         * @example {
         *       "fieldId": "channel",
         *       "fieldType": "SINGLE_CHOICE",
         *       "label": "How did you find us?",
         *       "options": [
         *         {
         *           "optionId": "search",
         *           "label": "Search engine"
         *         },
         *         {
         *           "optionId": "friend",
         *           "label": "A friend"
         *         }
         *       ]
         *     }
         * @example {
         *       "fieldId": "features",
         *       "fieldType": "MULTI_CHOICE",
         *       "label": "What do you use?",
         *       "options": [
         *         {
         *           "optionId": "export",
         *           "label": "Export"
         *         },
         *         {
         *           "optionId": "tags",
         *           "label": "Tags"
         *         }
         *       ]
         *     }
         */
        FieldDefinitionOutput: components["schemas"]["__schema251"] | components["schemas"]["__schema254"] | components["schemas"]["__schema255"] | components["schemas"]["__schema258"];
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export type operations = Record<string, never>;
