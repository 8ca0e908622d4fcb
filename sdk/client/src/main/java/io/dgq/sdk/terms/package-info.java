/**
 * Business terms: {@link io.dgq.sdk.terms.TermsClient} and its models and requests.
 */
package io.dgq.sdk.terms;
