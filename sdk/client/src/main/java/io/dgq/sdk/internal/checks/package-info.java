/**
 * Argument checks that the builders of every layer share, and the {@link io.dgq.sdk.internal.checks.Companion}
 * by which a type names the internal code the runtime below it calls; it imports nothing of the SDK. Not part of the
 * API.
 */
package io.dgq.sdk.internal.checks;
