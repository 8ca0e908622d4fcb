package io.dgq.sdk;

import io.dgq.sdk.domains.DomainsClient;
import io.dgq.sdk.auth.AuthClient;
import io.dgq.sdk.patterns.PatternsClient;
import io.dgq.sdk.conversations.ConversationsClient;
import io.dgq.sdk.sources.SourcesClient;
import io.dgq.sdk.parameters.ParametersClient;
import io.dgq.sdk.fields.FieldsClient;
import io.dgq.sdk.metricdetails.MetricDetailsClient;
import io.dgq.sdk.metrictemplates.MetricTemplatesClient;
import io.dgq.sdk.alertclusters.AlertClustersClient;
import io.dgq.sdk.terms.TermsClient;
import io.dgq.sdk.applications.ApplicationsClient;
import io.dgq.sdk.tags.TagsClient;
import io.dgq.sdk.glossaries.GlossariesClient;
import io.dgq.sdk.documents.DocumentsClient;
import io.dgq.sdk.internal.ClientConfig;
import io.dgq.sdk.internal.Endpoint;
import io.dgq.sdk.internal.ResourceClients;
import io.dgq.sdk.internal.ResponseType;
import io.dgq.sdk.internal.Transport;
import java.lang.reflect.Type;
import java.util.Locale;
import java.util.Objects;
import java.util.function.Function;

/**
 * The entry point of the DGQ Java SDK: one client per workspace, with one typed resource client per resource
 * group ({@link #domains()}, ...).
 *
 * <pre>{@code
 * try (DgqClient client = DgqClient.builder()
 *         .baseUrl("https://acme.example.com")
 *         .apiToken(System.getenv("DGQ_API_TOKEN"))
 *         .build()) {
 *     Domain domain = client.domains().get(domainId);
 * }
 * }</pre>
 *
 * <p>A client is immutable, thread-safe and cheap to share: create one and use it everywhere. {@link #close()}
 * releases the connection pool and threads of the HTTP client it created (never those of a client you supplied);
 * a call on a closed client throws {@link IllegalStateException}.
 */
public final class DgqClient implements AutoCloseable {

    private final Transport transport;
    private final Runnable onClose;
    private final WithRawResponse raw;
    private final DomainsClient domains;
    private final AuthClient auth;
    private final PatternsClient patterns;
    private final ConversationsClient conversations;
    private final SourcesClient sources;
    private final ParametersClient parameters;
    private final FieldsClient fields;
    private final MetricDetailsClient metricDetails;
    private final MetricTemplatesClient metricTemplates;
    private final AlertClustersClient alertClusters;
    private final TermsClient terms;
    private final ApplicationsClient applications;
    private final TagsClient tags;
    private final GlossariesClient glossaries;
    private final DocumentsClient documents;

    DgqClient(Transport transport, Runnable onClose) {
        this.transport = transport;
        this.onClose = onClose;
        this.domains = ResourceClients.create(DomainsClient.class, transport);
        this.auth = ResourceClients.create(AuthClient.class, transport);
        this.patterns = ResourceClients.create(PatternsClient.class, transport);
        this.conversations = ResourceClients.create(ConversationsClient.class, transport);
        this.sources = ResourceClients.create(SourcesClient.class, transport);
        this.parameters = ResourceClients.create(ParametersClient.class, transport);
        this.fields = ResourceClients.create(FieldsClient.class, transport);
        this.metricDetails = ResourceClients.create(MetricDetailsClient.class, transport);
        this.metricTemplates = ResourceClients.create(MetricTemplatesClient.class, transport);
        this.alertClusters = ResourceClients.create(AlertClustersClient.class, transport);
        this.terms = ResourceClients.create(TermsClient.class, transport);
        this.applications = ResourceClients.create(ApplicationsClient.class, transport);
        this.tags = ResourceClients.create(TagsClient.class, transport);
        this.glossaries = ResourceClients.create(GlossariesClient.class, transport);
        this.documents = ResourceClients.create(DocumentsClient.class, transport);
        this.raw = new WithRawResponse(this);
    }

    /**
     * Returns a new builder.
     *
     * @return a builder with the documented defaults
     */
    public static DgqClientBuilder builder() {
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
    public static DgqClient fromEnv() {
        return fromEnv(System::getenv);
    }

    static DgqClient fromEnv(Function<String, String> environment) {
        return builder().fromEnv(environment).build();
    }

    /**
     * Returns the domains client.
     *
     * @return the client of {@code /governance/domain}
     */
    public DomainsClient domains() {
        return domains;
    }

    /**
     * Returns the access tokens client.
     *
     * @return the client of {@code /auth/access_token/}
     */
    public AuthClient auth() {
        return auth;
    }

    /**
     * Returns the patterns client.
     *
     * @return the client of {@code /metrics/pattern}
     */
    public PatternsClient patterns() {
        return patterns;
    }

    /**
     * Returns the conversations attached to an object client.
     *
     * @return the client of {@code /core/conversation}
     */
    public ConversationsClient conversations() {
        return conversations;
    }

    /**
     * Returns the data sources client.
     *
     * @return the client of {@code /core/source}
     */
    public SourcesClient sources() {
        return sources;
    }

    /**
     * Returns the metric parameters client.
     *
     * @return the client of {@code /metrics/parameter}
     */
    public ParametersClient parameters() {
        return parameters;
    }

    /**
     * Returns the governance custom fields client.
     *
     * @return the client of {@code /governance/field}
     */
    public FieldsClient fields() {
        return fields;
    }

    /**
     * Returns the metric details client.
     *
     * @return the client of {@code /metrics/detail}
     */
    public MetricDetailsClient metricDetails() {
        return metricDetails;
    }

    /**
     * Returns the metric templates client.
     *
     * @return the client of {@code /metrics/template}
     */
    public MetricTemplatesClient metricTemplates() {
        return metricTemplates;
    }

    /**
     * Returns the alert clusters client.
     *
     * @return the client of {@code /metrics/alert-cluster}
     */
    public AlertClustersClient alertClusters() {
        return alertClusters;
    }

    /**
     * Returns the business terms client.
     *
     * @return the client of {@code /governance/term}
     */
    public TermsClient terms() {
        return terms;
    }

    /**
     * Returns the applications client.
     *
     * @return the client of {@code /governance/application}
     */
    public ApplicationsClient applications() {
        return applications;
    }

    /**
     * Returns the tags client.
     *
     * @return the client of {@code /governance/tag}
     */
    public TagsClient tags() {
        return tags;
    }

    /**
     * Returns the glossaries client.
     *
     * @return the client of {@code /governance/glossary}
     */
    public GlossariesClient glossaries() {
        return glossaries;
    }

    /**
     * Returns the documents client.
     *
     * @return the client of {@code /core/document}
     */
    public DocumentsClient documents() {
        return documents;
    }

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
    public WithRawResponse withRawResponse() {
        return raw;
    }

    /**
     * Sends any operation of the API and decodes its {@code data}: the escape hatch for what the typed clients
     * do not cover.
     *
     * <pre>{@code
     * JsonObject data = client.request("POST", "/governance/domain/list", Map.of("search", "x"), JsonObject.class);
     * }</pre>
     *
     * <p>GET, PUT and DELETE, and POSTs whose path ends in {@code list}, {@code export}, {@code tree-view} or
     * {@code latest}, are retried like the typed reads; other POSTs are treated as creates.
     *
     * @param method the HTTP method, for example {@code "POST"}
     * @param path the path after {@code /api/v1} (a leading {@code /api/v1} is accepted too); each segment is
     *     percent-encoded as needed
     * @param body the JSON body (a request object, {@code ListRequest}, map, Jackson tree) or {@code null}
     * @param dataType the type to decode {@code data} into, for example a model class or
     *     {@link io.dgq.sdk.model.JsonObject}
     * @param options the call's options
     * @param <T> the type of {@code data}
     * @return the decoded {@code data}
     * @throws IllegalArgumentException if the method or path is blank, or a segment of the path is {@code .} or
     *     {@code ..}
     * @throws IllegalStateException if the client is closed
     * @throws io.dgq.sdk.errors.DgqException if the call fails
     */
    public <T> T request(String method, String path, Object body, Type dataType, RequestOptions options) {
        return raw.<T>request(method, path, body, dataType, options).data();
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
    public <T> T request(String method, String path, Object body, Class<T> dataType) {
        return request(method, path, body, dataType, RequestOptions.none());
    }

    /**
     * Returns the API base address the client calls, ending in {@code /api/v1}.
     *
     * @return the base URL
     */
    public String apiBaseUrl() {
        return transport.config().apiBaseUrl().toString();
    }

    /**
     * Closes the client: every later call, and every next page of a list, throws
     * {@code IllegalStateException("the client is closed")}. Releases the connection pool and threads of the HTTP
     * client this client created; an {@code OkHttpClient} given to the builder is never shut down, it stays open
     * for its owner. Closing a closed client does nothing.
     */
    @Override
    public void close() {
        if (transport.close()) {
            onClose.run();
        }
    }

    /** Describes the client without its token. */
    @Override
    public String toString() {
        return "DgqClient{baseUrl=" + apiBaseUrl() + ", apiToken=****}";
    }

    ClientConfig config() {
        return transport.config();
    }

    /**
     * The client's operations answering the whole envelope ({@link DgqResponse}).
     */
    public static final class WithRawResponse {

        private final DgqClient client;

        WithRawResponse(DgqClient client) {
            this.client = client;
        }

        /**
         * Returns the domains client answering envelopes.
         *
         * @return the raw domains client
         * @see DgqClient#domains()
         */
        public DomainsClient.WithRawResponse domains() {
            return client.domains.withRawResponse();
        }

        /**
         * Returns the auth client answering envelopes.
         *
         * @return the raw client
         * @see DgqClient#auth()
         */
        public AuthClient.WithRawResponse auth() {
            return client.auth.withRawResponse();
        }

        /**
         * Returns the patterns client answering envelopes.
         *
         * @return the raw client
         * @see DgqClient#patterns()
         */
        public PatternsClient.WithRawResponse patterns() {
            return client.patterns.withRawResponse();
        }

        /**
         * Returns the conversations client answering envelopes.
         *
         * @return the raw client
         * @see DgqClient#conversations()
         */
        public ConversationsClient.WithRawResponse conversations() {
            return client.conversations.withRawResponse();
        }

        /**
         * Returns the sources client answering envelopes.
         *
         * @return the raw client
         * @see DgqClient#sources()
         */
        public SourcesClient.WithRawResponse sources() {
            return client.sources.withRawResponse();
        }

        /**
         * Returns the parameters client answering envelopes.
         *
         * @return the raw client
         * @see DgqClient#parameters()
         */
        public ParametersClient.WithRawResponse parameters() {
            return client.parameters.withRawResponse();
        }

        /**
         * Returns the fields client answering envelopes.
         *
         * @return the raw client
         * @see DgqClient#fields()
         */
        public FieldsClient.WithRawResponse fields() {
            return client.fields.withRawResponse();
        }

        /**
         * Returns the metricDetails client answering envelopes.
         *
         * @return the raw client
         * @see DgqClient#metricDetails()
         */
        public MetricDetailsClient.WithRawResponse metricDetails() {
            return client.metricDetails.withRawResponse();
        }

        /**
         * Returns the metricTemplates client answering envelopes.
         *
         * @return the raw client
         * @see DgqClient#metricTemplates()
         */
        public MetricTemplatesClient.WithRawResponse metricTemplates() {
            return client.metricTemplates.withRawResponse();
        }

        /**
         * Returns the alertClusters client answering envelopes.
         *
         * @return the raw client
         * @see DgqClient#alertClusters()
         */
        public AlertClustersClient.WithRawResponse alertClusters() {
            return client.alertClusters.withRawResponse();
        }

        /**
         * Returns the terms client answering envelopes.
         *
         * @return the raw client
         * @see DgqClient#terms()
         */
        public TermsClient.WithRawResponse terms() {
            return client.terms.withRawResponse();
        }

        /**
         * Returns the applications client answering envelopes.
         *
         * @return the raw client
         * @see DgqClient#applications()
         */
        public ApplicationsClient.WithRawResponse applications() {
            return client.applications.withRawResponse();
        }

        /**
         * Returns the tags client answering envelopes.
         *
         * @return the raw client
         * @see DgqClient#tags()
         */
        public TagsClient.WithRawResponse tags() {
            return client.tags.withRawResponse();
        }

        /**
         * Returns the glossaries client answering envelopes.
         *
         * @return the raw client
         * @see DgqClient#glossaries()
         */
        public GlossariesClient.WithRawResponse glossaries() {
            return client.glossaries.withRawResponse();
        }

        /**
         * Returns the documents client answering envelopes.
         *
         * @return the raw client
         * @see DgqClient#documents()
         */
        public DocumentsClient.WithRawResponse documents() {
            return client.documents.withRawResponse();
        }

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
        public <T> DgqResponse<T> request(String method, String path, Object body, Type dataType,
                                          RequestOptions options) {
            if (method == null || method.isBlank()) {
                throw new IllegalArgumentException("The HTTP method must not be blank");
            }
            if (path == null || path.isBlank()) {
                throw new IllegalArgumentException("The path must not be blank");
            }
            Objects.requireNonNull(dataType, "dataType");
            String verb = method.trim().toUpperCase(Locale.ROOT);
            String relative = path.startsWith("/api/v1/") ? path.substring("/api/v1".length()) : path;
            Endpoint endpoint = Endpoint.literal(verb, relative, safety(verb, relative));
            return client.transport.execute(endpoint.bind(body), ResponseType.<T>of(dataType),
                    options == null ? RequestOptions.none() : options);
        }

        private static Endpoint.Safety safety(String method, String path) {
            if (!method.equals("POST")) {
                return Endpoint.Safety.IDEMPOTENT;
            }
            String trimmed = path.endsWith("/") ? path.substring(0, path.length() - 1) : path;
            return trimmed.endsWith("/list") || trimmed.endsWith("/export") || trimmed.endsWith("/tree-view")
                    || trimmed.endsWith("/latest") ? Endpoint.Safety.IDEMPOTENT : Endpoint.Safety.CREATE;
        }
    }
}
