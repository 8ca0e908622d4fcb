/**
 * Applications: {@link io.dgq.sdk.applications.ApplicationsClient} and its models and requests.
 */
package io.dgq.sdk.applications;
