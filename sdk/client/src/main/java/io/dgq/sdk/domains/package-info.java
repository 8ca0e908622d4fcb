/**
 * Domains: {@link io.dgq.sdk.domains.DomainsClient} and the domain models and requests.
 */
package io.dgq.sdk.domains;
