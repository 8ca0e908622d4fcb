package io.dgq.sdk;

import io.dgq.sdk.alertclusters.AlertClustersAsyncClient;
import io.dgq.sdk.applications.ApplicationsAsyncClient;
import io.dgq.sdk.auth.AuthAsyncClient;
import io.dgq.sdk.conversations.ConversationsAsyncClient;
import io.dgq.sdk.core.DgqResponse;
import io.dgq.sdk.core.RequestOptions;
import io.dgq.sdk.documents.DocumentsAsyncClient;
import io.dgq.sdk.domains.DomainsAsyncClient;
import io.dgq.sdk.fields.FieldsAsyncClient;
import io.dgq.sdk.glossaries.GlossariesAsyncClient;
import io.dgq.sdk.metricdetails.MetricDetailsAsyncClient;
import io.dgq.sdk.metrictemplates.MetricTemplatesAsyncClient;
import io.dgq.sdk.parameters.ParametersAsyncClient;
import io.dgq.sdk.patterns.PatternsAsyncClient;
import io.dgq.sdk.sources.SourcesAsyncClient;
import io.dgq.sdk.tags.TagsAsyncClient;
import io.dgq.sdk.terms.TermsAsyncClient;
import java.lang.reflect.Type;
import java.util.concurrent.CompletableFuture;

/**
 * The asynchronous view of a {@link DgqClient}, reached through {@link DgqClient#async()}: the same resource
 * clients, whose methods start the call and return a {@link CompletableFuture} of what the blocking method returns
 * ({@code Void} for nothing). The operations, routes, retries, timeouts and errors are the blocking ones.
 *
 * <pre>{@code
 * CompletableFuture<Domain> domain = client.async().domains().get(id);
 * CompletableFuture<DgqResponse<Domain>> raw = client.async().withRawResponse().domains().get(id, options);
 * }</pre>
 *
 * <ul>
 *   <li><b>Threads.</b> No thread waits for a call: OkHttp sends each try on one of its dispatcher threads while
 *       it is on the wire (at most {@link DgqClientBuilder#maxConcurrentRequests(int)} at once; later calls queue
 *       without a thread) and the answer is decoded there, from the stream; waits between retries are scheduled on
 *       one timer thread per client.
 *   <li><b>Where dependent stages run.</b> The future completes on the OkHttp thread that decoded the answer, so
 *       non-async stages ({@code thenApply}, {@code whenComplete}) run there, and while they run the call holds
 *       its dispatcher slot: keep them short and never block in them (no {@code join()} of another call), or use
 *       the {@code ...Async} stages, or set
 *       {@link DgqClientBuilder#asyncCompletionExecutor(java.util.concurrent.Executor)} to complete every future
 *       on your executor.
 *   <li><b>Errors.</b> A bad argument throws {@link IllegalArgumentException} at once, before any request.
 *       Everything else arrives through the future, as the exception the blocking method throws
 *       ({@link io.dgq.sdk.errors.DgqException} and its subclasses; {@link IllegalStateException} when the client
 *       is closed): {@code join()} wraps it in a {@link java.util.concurrent.CompletionException}, {@code get()}
 *       in an {@link java.util.concurrent.ExecutionException}.
 *   <li><b>Timeouts.</b> {@code apiCallTimeout} bounds the future, queueing, tries and waits included: when it
 *       passes, the future fails with a timeout {@link io.dgq.sdk.errors.DgqConnectionException} and the HTTP
 *       call is canceled. {@code apiCallAttemptTimeout} bounds each try.
 *   <li><b>Cancellation.</b> {@code cancel(true)} on a returned future cancels its HTTP call (closing the
 *       connection) and a pending retry. Canceling a dependent stage does not reach the call.
 * </ul>
 */
public interface DgqAsyncClient {

    /** {@return the domains client without waiting: {@code /governance/domain}} */
    DomainsAsyncClient domains();

    /** {@return the access tokens client without waiting: {@code /auth/access_token/}} */
    AuthAsyncClient auth();

    /** {@return the patterns client without waiting: {@code /metrics/pattern}} */
    PatternsAsyncClient patterns();

    /** {@return the client of the conversations attached to objects without waiting: {@code /core/conversation}} */
    ConversationsAsyncClient conversations();

    /** {@return the data sources client without waiting: {@code /core/source}} */
    SourcesAsyncClient sources();

    /** {@return the metric parameters client without waiting: {@code /metrics/parameter}} */
    ParametersAsyncClient parameters();

    /** {@return the governance custom fields client without waiting: {@code /governance/field}} */
    FieldsAsyncClient fields();

    /** {@return the metric details client without waiting: {@code /metrics/detail}} */
    MetricDetailsAsyncClient metricDetails();

    /** {@return the metric templates client without waiting: {@code /metrics/template}} */
    MetricTemplatesAsyncClient metricTemplates();

    /** {@return the alert clusters client without waiting: {@code /metrics/alert-cluster}} */
    AlertClustersAsyncClient alertClusters();

    /** {@return the business terms client without waiting: {@code /governance/term}} */
    TermsAsyncClient terms();

    /** {@return the applications client without waiting: {@code /governance/application}} */
    ApplicationsAsyncClient applications();

    /** {@return the tags client without waiting: {@code /governance/tag}} */
    TagsAsyncClient tags();

    /** {@return the glossaries client without waiting: {@code /governance/glossary}} */
    GlossariesAsyncClient glossaries();

    /** {@return the documents client without waiting: {@code /core/document}} */
    DocumentsAsyncClient documents();

    /**
     * Returns the view whose methods answer futures of the whole envelope as a {@link DgqResponse}.
     *
     * @return the raw-response view
     */
    WithRawResponse withRawResponse();

    /**
     * Sends any operation of the API without waiting: the asynchronous
     * {@link DgqClient#request(String, String, Object, Type, RequestOptions)}, retried the same way.
     *
     * @param method the HTTP method, for example {@code "POST"}
     * @param path the path after {@code /api/v1} (a leading {@code /api/v1} is accepted too)
     * @param body the JSON body or {@code null}
     * @param dataType the type to decode {@code data} into
     * @param options the call's options
     * @param <T> the type of {@code data}
     * @return a future of the decoded {@code data}
     * @throws IllegalArgumentException at once, if the method or path is blank, or a segment of the path is
     *     {@code .} or {@code ..}
     */
    <T> CompletableFuture<T> request(String method, String path, Object body, Type dataType, RequestOptions options);

    /**
     * The asynchronous operations answering futures of the whole envelope ({@link DgqResponse}).
     */
    interface WithRawResponse {

        /** {@return the domains client without waiting, answering envelopes} */
        DomainsAsyncClient.WithRawResponse domains();

        /** {@return the access tokens client without waiting, answering envelopes} */
        AuthAsyncClient.WithRawResponse auth();

        /** {@return the patterns client without waiting, answering envelopes} */
        PatternsAsyncClient.WithRawResponse patterns();

        /** {@return the client of the conversations attached to objects without waiting, answering envelopes} */
        ConversationsAsyncClient.WithRawResponse conversations();

        /** {@return the data sources client without waiting, answering envelopes} */
        SourcesAsyncClient.WithRawResponse sources();

        /** {@return the metric parameters client without waiting, answering envelopes} */
        ParametersAsyncClient.WithRawResponse parameters();

        /** {@return the governance custom fields client without waiting, answering envelopes} */
        FieldsAsyncClient.WithRawResponse fields();

        /** {@return the metric details client without waiting, answering envelopes} */
        MetricDetailsAsyncClient.WithRawResponse metricDetails();

        /** {@return the metric templates client without waiting, answering envelopes} */
        MetricTemplatesAsyncClient.WithRawResponse metricTemplates();

        /** {@return the alert clusters client without waiting, answering envelopes} */
        AlertClustersAsyncClient.WithRawResponse alertClusters();

        /** {@return the business terms client without waiting, answering envelopes} */
        TermsAsyncClient.WithRawResponse terms();

        /** {@return the applications client without waiting, answering envelopes} */
        ApplicationsAsyncClient.WithRawResponse applications();

        /** {@return the tags client without waiting, answering envelopes} */
        TagsAsyncClient.WithRawResponse tags();

        /** {@return the glossaries client without waiting, answering envelopes} */
        GlossariesAsyncClient.WithRawResponse glossaries();

        /** {@return the documents client without waiting, answering envelopes} */
        DocumentsAsyncClient.WithRawResponse documents();

        /**
         * Sends any operation without waiting and answers the whole envelope.
         *
         * @param method the HTTP method
         * @param path the path after {@code /api/v1}
         * @param body the JSON body or {@code null}
         * @param dataType the type of {@code data}
         * @param options the call's options
         * @param <T> the type of {@code data}
         * @return a future of the envelope holding the decoded data
         * @see DgqAsyncClient#request(String, String, Object, Type, RequestOptions)
         */
        <T> CompletableFuture<DgqResponse<T>> request(
                String method, String path, Object body, Type dataType, RequestOptions options);
    }
}
