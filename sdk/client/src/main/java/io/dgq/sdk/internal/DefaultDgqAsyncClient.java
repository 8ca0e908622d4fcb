package io.dgq.sdk.internal;

import io.dgq.sdk.DgqAsyncClient;
import io.dgq.sdk.DgqResponse;
import io.dgq.sdk.RequestOptions;
import io.dgq.sdk.alertclusters.AlertClustersAsyncClient;
import io.dgq.sdk.applications.ApplicationsAsyncClient;
import io.dgq.sdk.auth.AuthAsyncClient;
import io.dgq.sdk.conversations.ConversationsAsyncClient;
import io.dgq.sdk.documents.DocumentsAsyncClient;
import io.dgq.sdk.domains.DomainsAsyncClient;
import io.dgq.sdk.fields.FieldsAsyncClient;
import io.dgq.sdk.glossaries.GlossariesAsyncClient;
import io.dgq.sdk.internal.clients.AlertClustersAsyncClientImpl;
import io.dgq.sdk.internal.clients.ApplicationsAsyncClientImpl;
import io.dgq.sdk.internal.clients.AuthAsyncClientImpl;
import io.dgq.sdk.internal.clients.ConversationsAsyncClientImpl;
import io.dgq.sdk.internal.clients.DocumentsAsyncClientImpl;
import io.dgq.sdk.internal.clients.DomainsAsyncClientImpl;
import io.dgq.sdk.internal.clients.FieldsAsyncClientImpl;
import io.dgq.sdk.internal.clients.GlossariesAsyncClientImpl;
import io.dgq.sdk.internal.clients.MetricDetailsAsyncClientImpl;
import io.dgq.sdk.internal.clients.MetricTemplatesAsyncClientImpl;
import io.dgq.sdk.internal.clients.ParametersAsyncClientImpl;
import io.dgq.sdk.internal.clients.PatternsAsyncClientImpl;
import io.dgq.sdk.internal.clients.SourcesAsyncClientImpl;
import io.dgq.sdk.internal.clients.TagsAsyncClientImpl;
import io.dgq.sdk.internal.clients.TermsAsyncClientImpl;
import io.dgq.sdk.metricdetails.MetricDetailsAsyncClient;
import io.dgq.sdk.metrictemplates.MetricTemplatesAsyncClient;
import io.dgq.sdk.parameters.ParametersAsyncClient;
import io.dgq.sdk.patterns.PatternsAsyncClient;
import io.dgq.sdk.sources.SourcesAsyncClient;
import io.dgq.sdk.tags.TagsAsyncClient;
import io.dgq.sdk.terms.TermsAsyncClient;
import java.lang.reflect.Type;
import java.util.concurrent.CompletableFuture;
import java.util.function.Function;

/**
 * The SDK's {@link DgqAsyncClient}: the asynchronous twins of the resource clients and their raw-response view,
 * built from the same operation declarations as the blocking ones and sharing their {@link Transport}. Internal.
 */
final class DefaultDgqAsyncClient implements DgqAsyncClient {

    private final Transport transport;
    private final Raw raw = new Raw();
    private final DomainsAsyncClient domains;
    private final AuthAsyncClient auth;
    private final PatternsAsyncClient patterns;
    private final ConversationsAsyncClient conversations;
    private final SourcesAsyncClient sources;
    private final ParametersAsyncClient parameters;
    private final FieldsAsyncClient fields;
    private final MetricDetailsAsyncClient metricDetails;
    private final MetricTemplatesAsyncClient metricTemplates;
    private final AlertClustersAsyncClient alertClusters;
    private final TermsAsyncClient terms;
    private final ApplicationsAsyncClient applications;
    private final TagsAsyncClient tags;
    private final GlossariesAsyncClient glossaries;
    private final DocumentsAsyncClient documents;

    DefaultDgqAsyncClient(Transport transport) {
        this.transport = transport;
        AsyncCalls calls = AsyncCalls.over(transport);
        this.domains = new DomainsAsyncClientImpl(calls);
        this.auth = new AuthAsyncClientImpl(calls);
        this.patterns = new PatternsAsyncClientImpl(calls);
        this.conversations = new ConversationsAsyncClientImpl(calls);
        this.sources = new SourcesAsyncClientImpl(calls);
        this.parameters = new ParametersAsyncClientImpl(calls);
        this.fields = new FieldsAsyncClientImpl(calls);
        this.metricDetails = new MetricDetailsAsyncClientImpl(calls);
        this.metricTemplates = new MetricTemplatesAsyncClientImpl(calls);
        this.alertClusters = new AlertClustersAsyncClientImpl(calls);
        this.terms = new TermsAsyncClientImpl(calls);
        this.applications = new ApplicationsAsyncClientImpl(calls);
        this.tags = new TagsAsyncClientImpl(calls);
        this.glossaries = new GlossariesAsyncClientImpl(calls);
        this.documents = new DocumentsAsyncClientImpl(calls);
    }

    @Override
    public DomainsAsyncClient domains() {
        return domains;
    }

    @Override
    public AuthAsyncClient auth() {
        return auth;
    }

    @Override
    public PatternsAsyncClient patterns() {
        return patterns;
    }

    @Override
    public ConversationsAsyncClient conversations() {
        return conversations;
    }

    @Override
    public SourcesAsyncClient sources() {
        return sources;
    }

    @Override
    public ParametersAsyncClient parameters() {
        return parameters;
    }

    @Override
    public FieldsAsyncClient fields() {
        return fields;
    }

    @Override
    public MetricDetailsAsyncClient metricDetails() {
        return metricDetails;
    }

    @Override
    public MetricTemplatesAsyncClient metricTemplates() {
        return metricTemplates;
    }

    @Override
    public AlertClustersAsyncClient alertClusters() {
        return alertClusters;
    }

    @Override
    public TermsAsyncClient terms() {
        return terms;
    }

    @Override
    public ApplicationsAsyncClient applications() {
        return applications;
    }

    @Override
    public TagsAsyncClient tags() {
        return tags;
    }

    @Override
    public GlossariesAsyncClient glossaries() {
        return glossaries;
    }

    @Override
    public DocumentsAsyncClient documents() {
        return documents;
    }

    @Override
    public WithRawResponse withRawResponse() {
        return raw;
    }

    @Override
    public <T> CompletableFuture<T> request(
            String method, String path, Object body, Type dataType, RequestOptions options) {
        return this.<T, T>send(method, path, body, dataType, options, DgqResponse::data);
    }

    private <T, R> CompletableFuture<R> send(
            String method,
            String path,
            Object body,
            Type dataType,
            RequestOptions options,
            Function<? super DgqResponse<T>, ? extends R> answer) {
        return transport.executeAsync(
                DefaultDgqClient.literal(method, path, body, dataType),
                ResponseType.<T>of(dataType),
                DefaultDgqClient.orNone(options),
                answer);
    }

    @Override
    public String toString() {
        return "DgqAsyncClient";
    }

    /** The raw-response view of the asynchronous clients. */
    private final class Raw implements WithRawResponse {

        @Override
        public DomainsAsyncClient.WithRawResponse domains() {
            return domains.withRawResponse();
        }

        @Override
        public AuthAsyncClient.WithRawResponse auth() {
            return auth.withRawResponse();
        }

        @Override
        public PatternsAsyncClient.WithRawResponse patterns() {
            return patterns.withRawResponse();
        }

        @Override
        public ConversationsAsyncClient.WithRawResponse conversations() {
            return conversations.withRawResponse();
        }

        @Override
        public SourcesAsyncClient.WithRawResponse sources() {
            return sources.withRawResponse();
        }

        @Override
        public ParametersAsyncClient.WithRawResponse parameters() {
            return parameters.withRawResponse();
        }

        @Override
        public FieldsAsyncClient.WithRawResponse fields() {
            return fields.withRawResponse();
        }

        @Override
        public MetricDetailsAsyncClient.WithRawResponse metricDetails() {
            return metricDetails.withRawResponse();
        }

        @Override
        public MetricTemplatesAsyncClient.WithRawResponse metricTemplates() {
            return metricTemplates.withRawResponse();
        }

        @Override
        public AlertClustersAsyncClient.WithRawResponse alertClusters() {
            return alertClusters.withRawResponse();
        }

        @Override
        public TermsAsyncClient.WithRawResponse terms() {
            return terms.withRawResponse();
        }

        @Override
        public ApplicationsAsyncClient.WithRawResponse applications() {
            return applications.withRawResponse();
        }

        @Override
        public TagsAsyncClient.WithRawResponse tags() {
            return tags.withRawResponse();
        }

        @Override
        public GlossariesAsyncClient.WithRawResponse glossaries() {
            return glossaries.withRawResponse();
        }

        @Override
        public DocumentsAsyncClient.WithRawResponse documents() {
            return documents.withRawResponse();
        }

        @Override
        public <T> CompletableFuture<DgqResponse<T>> request(
                String method, String path, Object body, Type dataType, RequestOptions options) {
            return DefaultDgqAsyncClient.this.<T, DgqResponse<T>>send(
                    method, path, body, dataType, options, response -> response);
        }

        @Override
        public String toString() {
            return "DgqAsyncClient.WithRawResponse";
        }
    }
}
