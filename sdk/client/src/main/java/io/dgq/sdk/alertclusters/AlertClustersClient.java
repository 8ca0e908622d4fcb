package io.dgq.sdk.alertclusters;

import io.dgq.sdk.DgqResponse;
import io.dgq.sdk.RequestOptions;
import io.dgq.sdk.internal.Endpoint;
import io.dgq.sdk.internal.ListPayload;
import io.dgq.sdk.internal.ResponseType;
import io.dgq.sdk.internal.Transport;
import io.dgq.sdk.model.JsonObject;
import io.dgq.sdk.model.WriteRequest;
import io.dgq.sdk.paging.AutoPager;
import io.dgq.sdk.paging.ListRequest;
import io.dgq.sdk.paging.Page;
import java.util.stream.Stream;

/**
 * Alert clusters (related data quality alerts grouped under a root alert): read, list, update, and the cluster of
 * an alert. The API has no route that creates a cluster. Reached through {@code client.alertClusters()}.
 * Thread-safe.
 *
 * <p>Every method throws {@link io.dgq.sdk.errors.DgqException} (or a subclass) when the call fails, and
 * {@link IllegalArgumentException} before any request when an argument is {@code null} or blank.
 */
public final class AlertClustersClient {

    static final Endpoint BY_ALERT = Endpoint.get("/metrics/alert-cluster/by-alert/{alertId}");
    static final Endpoint GET = Endpoint.get("/metrics/alert-cluster/{clusterId}");
    static final Endpoint LIST = Endpoint.postIdempotent("/metrics/alert-cluster/list");
    static final Endpoint UPDATE = Endpoint.put("/metrics/alert-cluster/{clusterId}");

    private static final ResponseType<AlertCluster> CLUSTER = ResponseType.of(AlertCluster.class);
    private static final ResponseType<ListPayload<AlertClusterListItem>> ITEMS =
            ResponseType.listOf(AlertClusterListItem.class);
    private static final String[] NO_PARAMETERS = {};

    private final WithRawResponse raw;

    /**
     * Creates the client. Applications get it from {@code DgqClient.alertClusters()}.
     *
     * @param transport the client's transport
     */
    public AlertClustersClient(Transport transport) {
        this.raw = new WithRawResponse(transport);
    }

    /**
     * Returns the view of this client whose methods answer the whole envelope.
     *
     * @return the raw-response view
     */
    public WithRawResponse withRawResponse() {
        return raw;
    }

    /**
     * Reads the cluster that holds an alert, for an alert's detail view:
     * {@code GET /api/v1/metrics/alert-cluster/by-alert/{alertId}}.
     *
     * @param alertId the alert's id
     * @param options the call's options
     * @return the cluster, with its alerts
     * @throws io.dgq.sdk.errors.DgqNotFoundException if no cluster holds this alert
     * @throws io.dgq.sdk.errors.DgqException if the call fails
     */
    public AlertCluster byAlert(String alertId, RequestOptions options) {
        return raw.byAlert(alertId, options).data();
    }

    /**
     * Reads the cluster that holds an alert with the client's options.
     *
     * @param alertId the alert's id
     * @return the cluster
     * @see #byAlert(String, RequestOptions)
     */
    public AlertCluster byAlert(String alertId) {
        return byAlert(alertId, RequestOptions.none());
    }

    /**
     * Reads an alert cluster: {@code GET /api/v1/metrics/alert-cluster/{clusterId}}.
     *
     * @param clusterId the cluster's id ({@code alert_cluster_id})
     * @param options the call's options
     * @return the cluster, with its alerts
     * @throws io.dgq.sdk.errors.DgqNotFoundException if no cluster has this id
     * @throws io.dgq.sdk.errors.DgqException if the call fails
     */
    public AlertCluster get(String clusterId, RequestOptions options) {
        return raw.get(clusterId, options).data();
    }

    /**
     * Reads an alert cluster with the client's options.
     *
     * @param clusterId the cluster's id
     * @return the cluster
     * @see #get(String, RequestOptions)
     */
    public AlertCluster get(String clusterId) {
        return get(clusterId, RequestOptions.none());
    }

    /**
     * Lists one page of alert clusters: {@code POST /api/v1/metrics/alert-cluster/list}.
     *
     * @param request pagination, sorting (see {@link AlertClusterColumn}), filters and search
     * @param options the call's options, also used for the next pages
     * @return the page, with the total count and the list's summary counters
     * @throws io.dgq.sdk.errors.DgqValidationException if the server rejects the list body
     * @throws io.dgq.sdk.errors.DgqException if the call fails
     */
    public Page<AlertClusterListItem> list(ListRequest request, RequestOptions options) {
        return raw.list(request, options).data();
    }

    /**
     * Lists one page of alert clusters with the client's options.
     *
     * @param request the list body
     * @return the page
     * @see #list(ListRequest, RequestOptions)
     */
    public Page<AlertClusterListItem> list(ListRequest request) {
        return list(request, RequestOptions.none());
    }

    /**
     * Streams every alert cluster that matches, from the request's page on, fetching each page only when the
     * previous one has been consumed: {@code POST /api/v1/metrics/alert-cluster/list}, page after page.
     *
     * @param request the list body of the first page
     * @param options the call's options
     * @return a lazy stream; nothing is fetched until its terminal operation runs
     * @throws io.dgq.sdk.errors.DgqException while the stream is consumed, if a page fails
     */
    public Stream<AlertClusterListItem> listAll(ListRequest request, RequestOptions options) {
        WriteRequest.requireRequest(request, "request");
        return AutoPager.lazy(() -> list(request, options)).stream();
    }

    /**
     * Streams every matching alert cluster with the client's options.
     *
     * @param request the list body of the first page
     * @return a lazy stream
     * @see #listAll(ListRequest, RequestOptions)
     */
    public Stream<AlertClusterListItem> listAll(ListRequest request) {
        return listAll(request, RequestOptions.none());
    }

    /**
     * Updates the name, priority or status of an alert cluster:
     * {@code PUT /api/v1/metrics/alert-cluster/{clusterId}}. Fields not set in the request keep their values.
     *
     * @param clusterId the cluster's id
     * @param request the fields to change
     * @param options the call's options
     * @throws io.dgq.sdk.errors.DgqNotFoundException if no cluster has this id
     * @throws io.dgq.sdk.errors.DgqException if the call fails
     */
    public void update(String clusterId, AlertClusterUpdateRequest request, RequestOptions options) {
        raw.update(clusterId, request, options);
    }

    /**
     * Updates an alert cluster with the client's options.
     *
     * @param clusterId the cluster's id
     * @param request the fields to change
     * @see #update(String, AlertClusterUpdateRequest, RequestOptions)
     */
    public void update(String clusterId, AlertClusterUpdateRequest request) {
        update(clusterId, request, RequestOptions.none());
    }

    /**
     * The alert cluster operations answering the whole envelope ({@link DgqResponse}): message, timestamp,
     * correlation id, status and headers besides the data. Same routes and errors as {@link AlertClustersClient}.
     */
    public static final class WithRawResponse {

        private final Transport transport;

        WithRawResponse(Transport transport) {
            this.transport = transport;
        }

        /**
         * Reads the cluster that holds an alert.
         *
         * @param alertId the alert's id
         * @param options the call's options
         * @return the envelope holding the cluster
         * @see AlertClustersClient#byAlert(String, RequestOptions)
         */
        public DgqResponse<AlertCluster> byAlert(String alertId, RequestOptions options) {
            return transport.execute(BY_ALERT.bind(null, alertId), CLUSTER, options);
        }

        /**
         * Reads an alert cluster.
         *
         * @param clusterId the cluster's id
         * @param options the call's options
         * @return the envelope holding the cluster
         * @see AlertClustersClient#get(String, RequestOptions)
         */
        public DgqResponse<AlertCluster> get(String clusterId, RequestOptions options) {
            return transport.execute(GET.bind(null, clusterId), CLUSTER, options);
        }

        /**
         * Lists one page of alert clusters.
         *
         * @param request the list body
         * @param options the call's options
         * @return the envelope holding the page
         * @see AlertClustersClient#list(ListRequest, RequestOptions)
         */
        public DgqResponse<Page<AlertClusterListItem>> list(ListRequest request, RequestOptions options) {
            return transport.executeList(LIST, NO_PARAMETERS, request, ITEMS, options);
        }

        /**
         * Updates an alert cluster.
         *
         * @param clusterId the cluster's id
         * @param request the fields to change
         * @param options the call's options
         * @return the envelope, whose data is the empty object
         * @see AlertClustersClient#update(String, AlertClusterUpdateRequest, RequestOptions)
         */
        public DgqResponse<JsonObject> update(String clusterId, AlertClusterUpdateRequest request,
                                              RequestOptions options) {
            return transport.execute(UPDATE.bind(WriteRequest.requireRequest(request, "request"), clusterId),
                    ResponseType.object(), options);
        }
    }
}
