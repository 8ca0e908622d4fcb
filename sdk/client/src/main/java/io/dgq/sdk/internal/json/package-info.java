/**
 * The SDK's Jackson mapper and its time formats, below every other package that reads or writes JSON. Not part of
 * the public API: it may change in any release.
 */
package io.dgq.sdk.internal.json;
