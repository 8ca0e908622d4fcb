/** Argument checks that the builders of every layer share; it imports nothing of the SDK. Not part of the API. */
package io.dgq.sdk.internal.checks;
