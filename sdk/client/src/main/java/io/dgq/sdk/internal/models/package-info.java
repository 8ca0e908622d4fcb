/**
 * The model runtime: the field tables, builders and decoders the generated models use. It imports only the core
 * types, the exceptions and the JSON values. Not part of the public API: it may change in any release.
 */
package io.dgq.sdk.internal.models;
