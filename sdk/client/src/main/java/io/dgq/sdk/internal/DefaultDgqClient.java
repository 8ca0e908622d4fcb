package io.dgq.sdk.internal;

import io.dgq.sdk.DgqAsyncClient;
import io.dgq.sdk.DgqClient;
import io.dgq.sdk.DgqResponse;
import io.dgq.sdk.RequestOptions;
import io.dgq.sdk.alertclusters.AlertClustersClient;
import io.dgq.sdk.applications.ApplicationsClient;
import io.dgq.sdk.auth.AuthClient;
import io.dgq.sdk.conversations.ConversationsClient;
import io.dgq.sdk.documents.DocumentsClient;
import io.dgq.sdk.domains.DomainsClient;
import io.dgq.sdk.fields.FieldsClient;
import io.dgq.sdk.glossaries.GlossariesClient;
import io.dgq.sdk.internal.clients.AlertClustersClientImpl;
import io.dgq.sdk.internal.clients.ApplicationsClientImpl;
import io.dgq.sdk.internal.clients.AuthClientImpl;
import io.dgq.sdk.internal.clients.ConversationsClientImpl;
import io.dgq.sdk.internal.clients.DocumentsClientImpl;
import io.dgq.sdk.internal.clients.DomainsClientImpl;
import io.dgq.sdk.internal.clients.FieldsClientImpl;
import io.dgq.sdk.internal.clients.GlossariesClientImpl;
import io.dgq.sdk.internal.clients.MetricDetailsClientImpl;
import io.dgq.sdk.internal.clients.MetricTemplatesClientImpl;
import io.dgq.sdk.internal.clients.ParametersClientImpl;
import io.dgq.sdk.internal.clients.PatternsClientImpl;
import io.dgq.sdk.internal.clients.SourcesClientImpl;
import io.dgq.sdk.internal.clients.TagsClientImpl;
import io.dgq.sdk.internal.clients.TermsClientImpl;
import io.dgq.sdk.metricdetails.MetricDetailsClient;
import io.dgq.sdk.metrictemplates.MetricTemplatesClient;
import io.dgq.sdk.parameters.ParametersClient;
import io.dgq.sdk.patterns.PatternsClient;
import io.dgq.sdk.sources.SourcesClient;
import io.dgq.sdk.tags.TagsClient;
import io.dgq.sdk.terms.TermsClient;
import java.lang.reflect.Type;
import java.util.Locale;
import java.util.Objects;

/**
 * The SDK's {@link DgqClient}: the blocking resource clients, their raw-response view and the asynchronous view,
 * all built from the operation declarations and sharing one {@link Transport}. Internal: build clients with
 * {@link DgqClient#builder()}.
 */
public final class DefaultDgqClient implements DgqClient {

    private final Transport transport;
    private final Runnable onClose;
    private final Raw raw = new Raw();
    private final DgqAsyncClient async;
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

    /**
     * Builds the client's views on a transport.
     *
     * @param transport the transport, which the client owns from now on
     * @param onClose releases what the builder created for this client (its HTTP client), once, on close
     */
    public DefaultDgqClient(Transport transport, Runnable onClose) {
        this.transport = transport;
        this.onClose = onClose;
        BlockingCalls calls = BlockingCalls.over(transport);
        this.domains = new DomainsClientImpl(calls);
        this.auth = new AuthClientImpl(calls);
        this.patterns = new PatternsClientImpl(calls);
        this.conversations = new ConversationsClientImpl(calls);
        this.sources = new SourcesClientImpl(calls);
        this.parameters = new ParametersClientImpl(calls);
        this.fields = new FieldsClientImpl(calls);
        this.metricDetails = new MetricDetailsClientImpl(calls);
        this.metricTemplates = new MetricTemplatesClientImpl(calls);
        this.alertClusters = new AlertClustersClientImpl(calls);
        this.terms = new TermsClientImpl(calls);
        this.applications = new ApplicationsClientImpl(calls);
        this.tags = new TagsClientImpl(calls);
        this.glossaries = new GlossariesClientImpl(calls);
        this.documents = new DocumentsClientImpl(calls);
        this.async = new DefaultDgqAsyncClient(transport);
    }

    @Override
    public DomainsClient domains() {
        return domains;
    }

    @Override
    public AuthClient auth() {
        return auth;
    }

    @Override
    public PatternsClient patterns() {
        return patterns;
    }

    @Override
    public ConversationsClient conversations() {
        return conversations;
    }

    @Override
    public SourcesClient sources() {
        return sources;
    }

    @Override
    public ParametersClient parameters() {
        return parameters;
    }

    @Override
    public FieldsClient fields() {
        return fields;
    }

    @Override
    public MetricDetailsClient metricDetails() {
        return metricDetails;
    }

    @Override
    public MetricTemplatesClient metricTemplates() {
        return metricTemplates;
    }

    @Override
    public AlertClustersClient alertClusters() {
        return alertClusters;
    }

    @Override
    public TermsClient terms() {
        return terms;
    }

    @Override
    public ApplicationsClient applications() {
        return applications;
    }

    @Override
    public TagsClient tags() {
        return tags;
    }

    @Override
    public GlossariesClient glossaries() {
        return glossaries;
    }

    @Override
    public DocumentsClient documents() {
        return documents;
    }

    @Override
    public WithRawResponse withRawResponse() {
        return raw;
    }

    @Override
    public DgqAsyncClient async() {
        return async;
    }

    @Override
    public String apiBaseUrl() {
        return transport.config().apiBaseUrl().toString();
    }

    @Override
    public void close() {
        if (transport.close()) {
            onClose.run();
        }
    }

    /** {@return the client's configuration; for tests} */
    public ClientConfig config() {
        return transport.config();
    }

    /** Describes the client without its token. */
    @Override
    public String toString() {
        return "DgqClient{baseUrl=" + apiBaseUrl() + ", apiToken=****}";
    }

    /**
     * Binds a call of {@code request(...)}: any method and path, retried like the typed operations of its kind.
     *
     * @throws IllegalArgumentException if the method or path is blank, or a path segment is {@code .} or {@code ..}
     */
    static Endpoint.ApiRequest literal(String method, String path, Object body, Type dataType) {
        if (method == null || method.isBlank()) {
            throw new IllegalArgumentException("The HTTP method must not be blank");
        }
        if (path == null || path.isBlank()) {
            throw new IllegalArgumentException("The path must not be blank");
        }
        Objects.requireNonNull(dataType, "dataType");
        String verb = method.trim().toUpperCase(Locale.ROOT);
        String relative = path.startsWith("/api/v1/") ? path.substring("/api/v1".length()) : path;
        Endpoint literal = Endpoint.literal(
                verb, relative, verb.equals("POST") ? Endpoint.Safety.CREATE : Endpoint.Safety.IDEMPOTENT);
        Endpoint declared = ApiOperation.declared(verb, literal);
        return (declared == null ? literal : literal.observedAs(declared)).bind(body);
    }

    static RequestOptions orNone(RequestOptions options) {
        return options == null ? RequestOptions.none() : options;
    }

    /** The raw-response view of the blocking clients. */
    private final class Raw implements WithRawResponse {

        @Override
        public DomainsClient.WithRawResponse domains() {
            return domains.withRawResponse();
        }

        @Override
        public AuthClient.WithRawResponse auth() {
            return auth.withRawResponse();
        }

        @Override
        public PatternsClient.WithRawResponse patterns() {
            return patterns.withRawResponse();
        }

        @Override
        public ConversationsClient.WithRawResponse conversations() {
            return conversations.withRawResponse();
        }

        @Override
        public SourcesClient.WithRawResponse sources() {
            return sources.withRawResponse();
        }

        @Override
        public ParametersClient.WithRawResponse parameters() {
            return parameters.withRawResponse();
        }

        @Override
        public FieldsClient.WithRawResponse fields() {
            return fields.withRawResponse();
        }

        @Override
        public MetricDetailsClient.WithRawResponse metricDetails() {
            return metricDetails.withRawResponse();
        }

        @Override
        public MetricTemplatesClient.WithRawResponse metricTemplates() {
            return metricTemplates.withRawResponse();
        }

        @Override
        public AlertClustersClient.WithRawResponse alertClusters() {
            return alertClusters.withRawResponse();
        }

        @Override
        public TermsClient.WithRawResponse terms() {
            return terms.withRawResponse();
        }

        @Override
        public ApplicationsClient.WithRawResponse applications() {
            return applications.withRawResponse();
        }

        @Override
        public TagsClient.WithRawResponse tags() {
            return tags.withRawResponse();
        }

        @Override
        public GlossariesClient.WithRawResponse glossaries() {
            return glossaries.withRawResponse();
        }

        @Override
        public DocumentsClient.WithRawResponse documents() {
            return documents.withRawResponse();
        }

        @Override
        public <T> DgqResponse<T> request(
                String method, String path, Object body, Type dataType, RequestOptions options) {
            return transport.execute(
                    literal(method, path, body, dataType), ResponseType.<T>of(dataType), orNone(options));
        }

        @Override
        public String toString() {
            return "DgqClient.WithRawResponse";
        }
    }
}
