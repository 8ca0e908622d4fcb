package io.dgq.sdk;

import io.dgq.sdk.alertclusters.AlertClustersClient;
import io.dgq.sdk.applications.ApplicationsClient;
import io.dgq.sdk.auth.AuthClient;
import io.dgq.sdk.conversations.ConversationsClient;
import io.dgq.sdk.core.DgqResponse;
import io.dgq.sdk.core.RequestOptions;
import io.dgq.sdk.documents.DocumentsClient;
import io.dgq.sdk.domains.DomainsClient;
import io.dgq.sdk.fields.FieldsClient;
import io.dgq.sdk.glossaries.GlossariesClient;
import io.dgq.sdk.metricdetails.MetricDetailsClient;
import io.dgq.sdk.metrictemplates.MetricTemplatesClient;
import io.dgq.sdk.parameters.ParametersClient;
import io.dgq.sdk.patterns.PatternsClient;
import io.dgq.sdk.sources.SourcesClient;
import io.dgq.sdk.tags.TagsClient;
import io.dgq.sdk.terms.TermsClient;
import java.lang.reflect.Type;

/**
 * The entry point of the DGQ Java SDK: one client per workspace, with one typed resource client per resource
 * group ({@link #domains()}, ...), their raw-response view ({@link #withRawResponse()}) and their asynchronous
 * twins ({@link #async()}).
 *
 * <pre>{@code
 * try (DgqClient client = DgqClient.builder()
 *         .baseUrl("https://acme.example.com")
 *         .apiToken(System.getenv("DGQ_API_TOKEN"))
 *         .build()) {
 *     Domain domain = client.domains().get(domainId);
 *     CompletableFuture<Domain> later = client.async().domains().get(otherId);
 * }
 * }</pre>
 *
 * <p>A client is immutable, thread-safe and cheap to share: create one and use it everywhere. {@link #close()}
 * releases the connection pool and threads of the HTTP client it created (never those of a client you supplied);
 * a call on a closed client throws {@link IllegalStateException}. {@link #builder()} and {@link #fromEnv()} make
 * clients; the SDK's implementation is internal, and this interface can be implemented by a test double.
 */
public interface DgqClient extends AutoCloseable {

    /**
     * Returns a new builder.
     *
     * @return a builder with the documented defaults
     */
    static DgqClientBuilder builder() {
        return new DgqClientBuilder();
    }

    /**
     * Builds a client from the environment: {@code DGQ_BASE_URL} (the workspace address) and {@code DGQ_API_TOKEN}.
     *
     * @return the client, with every other option at its default
     * @throws IllegalStateException if a variable is missing
     * @throws IllegalArgumentException if the base URL is invalid
     * @throws io.dgq.sdk.errors.DgqAuthenticationException if the token cannot work (not a JWT, MCP, expired)
     */
    static DgqClient fromEnv() {
        return builder().fromEnv(System::getenv).build();
    }

    /** {@return the domains client: {@code /governance/domain}} */
    DomainsClient domains();

    /** {@return the access tokens client: {@code /auth/access_token/}} */
    AuthClient auth();

    /** {@return the patterns client: {@code /metrics/pattern}} */
    PatternsClient patterns();

    /** {@return the client of the conversations attached to objects: {@code /core/conversation}} */
    ConversationsClient conversations();

    /** {@return the data sources client: {@code /core/source}} */
    SourcesClient sources();

    /** {@return the metric parameters client: {@code /metrics/parameter}} */
    ParametersClient parameters();

    /** {@return the governance custom fields client: {@code /governance/field}} */
    FieldsClient fields();

    /** {@return the metric details client: {@code /metrics/detail}} */
    MetricDetailsClient metricDetails();

    /** {@return the metric templates client: {@code /metrics/template}} */
    MetricTemplatesClient metricTemplates();

    /** {@return the alert clusters client: {@code /metrics/alert-cluster}} */
    AlertClustersClient alertClusters();

    /** {@return the business terms client: {@code /governance/term}} */
    TermsClient terms();

    /** {@return the applications client: {@code /governance/application}} */
    ApplicationsClient applications();

    /** {@return the tags client: {@code /governance/tag}} */
    TagsClient tags();

    /** {@return the glossaries client: {@code /governance/glossary}} */
    GlossariesClient glossaries();

    /** {@return the documents client: {@code /core/document}} */
    DocumentsClient documents();

    /**
     * Returns the view of this client whose methods answer the whole envelope as a {@link DgqResponse}.
     *
     * <pre>{@code
     * DgqResponse<Domain> response = client.withRawResponse().domains().get(id);
     * String correlationId = response.correlationId();
     * }</pre>
     *
     * @return the raw-response view, sharing this client's connections
     */
    WithRawResponse withRawResponse();

    /**
     * Returns the asynchronous view of this client: the same resource clients, whose methods return a
     * {@link java.util.concurrent.CompletableFuture} instead of waiting for the answer.
     *
     * <pre>{@code
     * CompletableFuture<Domain> domain = client.async().domains().get(id);
     * }</pre>
     *
     * @return the asynchronous view, sharing this client's connections, options and life cycle
     * @see DgqAsyncClient
     */
    DgqAsyncClient async();

    /**
     * Sends any operation of the API and decodes its {@code data}: the escape hatch for what the typed clients
     * do not cover.
     *
     * <pre>{@code
     * JsonObject data = client.request("POST", "/governance/domain/list", Map.of("search", "x"), JsonObject.class);
     * }</pre>
     *
     * <p>A method and path that reach a declared operation (as {@code POST /governance/domain/list} reaches
     * {@code domains.list}) are retried as that operation is, and listeners see that operation's name and path
     * template. Any other GET, PUT or DELETE is retried like the typed reads, and any other POST is treated as a
     * create (retried only when it surely never reached the server); listeners see it as operation {@code request},
     * without a path template.
     *
     * @param method the HTTP method, for example {@code "POST"}
     * @param path the path after {@code /api/v1} (a leading {@code /api/v1} is accepted too); each segment is
     *     percent-encoded as needed
     * @param body the JSON body (a request object, {@code ListRequest}, map, Jackson tree) or {@code null}
     * @param dataType the type to decode {@code data} into, for example a model class or
     *     {@link io.dgq.sdk.json.JsonObject}
     * @param options the call's options
     * @param <T> the type of {@code data}
     * @return the decoded {@code data}
     * @throws IllegalArgumentException if the method or path is blank, or a segment of the path is {@code .} or
     *     {@code ..}
     * @throws IllegalStateException if the client is closed
     * @throws io.dgq.sdk.errors.DgqException if the call fails
     */
    default <T> T request(String method, String path, Object body, Type dataType, RequestOptions options) {
        return withRawResponse()
                .<T>request(method, path, body, dataType, options)
                .data();
    }

    /**
     * Sends any operation with the client's options.
     *
     * @param method the HTTP method
     * @param path the path after {@code /api/v1}
     * @param body the JSON body or {@code null}
     * @param dataType the type of {@code data}
     * @param <T> the type of {@code data}
     * @return the decoded {@code data}
     * @see #request(String, String, Object, Type, RequestOptions)
     */
    default <T> T request(String method, String path, Object body, Class<T> dataType) {
        return request(method, path, body, dataType, RequestOptions.none());
    }

    /**
     * Returns the API base address the client calls, ending in {@code /api/v1}.
     *
     * @return the base URL
     */
    String apiBaseUrl();

    /**
     * Returns a client with other defaults for its calls, sharing this client's transport (its connections and
     * threads), scheduler and token: {@code client.withOptions(RequestOptions.builder().maxRetries(0).build())}.
     * Its calls take these options where their own {@link RequestOptions} leave them unset; the headers are added to
     * this client's (the same name: these win). Cheap: make one per use if needed. Closing it fails its later calls
     * and releases nothing this client holds; closing this client closes it too.
     *
     * @param defaults the defaults: {@code apiCallTimeout}, {@code apiCallAttemptTimeout}, {@code maxRetries},
     *     headers
     * @return the derived client
     */
    DgqClient withOptions(RequestOptions defaults);

    /**
     * Closes the client: every later call, blocking or asynchronous, and every next page of a list, fails with
     * {@code IllegalStateException("the client is closed")}; an asynchronous call waiting to be retried fails so.
     * Releases the connection pool and threads of the transport this client created, and the timer thread of
     * its asynchronous calls; a transport given to the builder is never closed, it stays open for its owner, and
     * neither is what a client made by {@link #withOptions} shares with the client it came from. Closing a closed
     * client does nothing.
     */
    @Override
    void close();

    /**
     * The client's operations answering the whole envelope ({@link DgqResponse}).
     */
    interface WithRawResponse {

        /** {@return the domains client, answering envelopes} */
        DomainsClient.WithRawResponse domains();

        /** {@return the access tokens client, answering envelopes} */
        AuthClient.WithRawResponse auth();

        /** {@return the patterns client, answering envelopes} */
        PatternsClient.WithRawResponse patterns();

        /** {@return the client of the conversations attached to objects, answering envelopes} */
        ConversationsClient.WithRawResponse conversations();

        /** {@return the data sources client, answering envelopes} */
        SourcesClient.WithRawResponse sources();

        /** {@return the metric parameters client, answering envelopes} */
        ParametersClient.WithRawResponse parameters();

        /** {@return the governance custom fields client, answering envelopes} */
        FieldsClient.WithRawResponse fields();

        /** {@return the metric details client, answering envelopes} */
        MetricDetailsClient.WithRawResponse metricDetails();

        /** {@return the metric templates client, answering envelopes} */
        MetricTemplatesClient.WithRawResponse metricTemplates();

        /** {@return the alert clusters client, answering envelopes} */
        AlertClustersClient.WithRawResponse alertClusters();

        /** {@return the business terms client, answering envelopes} */
        TermsClient.WithRawResponse terms();

        /** {@return the applications client, answering envelopes} */
        ApplicationsClient.WithRawResponse applications();

        /** {@return the tags client, answering envelopes} */
        TagsClient.WithRawResponse tags();

        /** {@return the glossaries client, answering envelopes} */
        GlossariesClient.WithRawResponse glossaries();

        /** {@return the documents client, answering envelopes} */
        DocumentsClient.WithRawResponse documents();

        /**
         * Sends any operation and answers the whole envelope.
         *
         * @param method the HTTP method
         * @param path the path after {@code /api/v1}
         * @param body the JSON body or {@code null}
         * @param dataType the type of {@code data}
         * @param options the call's options
         * @param <T> the type of {@code data}
         * @return the envelope holding the decoded data
         * @see DgqClient#request(String, String, Object, Type, RequestOptions)
         */
        <T> DgqResponse<T> request(String method, String path, Object body, Type dataType, RequestOptions options);
    }
}
