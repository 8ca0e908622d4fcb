/**
 * Patterns (regular expressions that attributes must match): {@link io.dgq.sdk.patterns.PatternsClient} and its
 * models and requests.
 */
package io.dgq.sdk.patterns;
