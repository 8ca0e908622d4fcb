/**
 * Alert clusters: {@link io.dgq.sdk.alertclusters.AlertClustersClient} and its models and requests.
 */
package io.dgq.sdk.alertclusters;
