// Generated from src/docs/openapi.json by sdk/codegen. Do not edit: change the document and regenerate.
package io.dgq.sdk.internal.clients;

import io.dgq.sdk.alertclusters.AlertClustersAsyncClient;
import io.dgq.sdk.applications.ApplicationsAsyncClient;
import io.dgq.sdk.auth.AuthAsyncClient;
import io.dgq.sdk.conversations.ConversationsAsyncClient;
import io.dgq.sdk.documents.DocumentsAsyncClient;
import io.dgq.sdk.domains.DomainsAsyncClient;
import io.dgq.sdk.fields.FieldsAsyncClient;
import io.dgq.sdk.glossaries.GlossariesAsyncClient;
import io.dgq.sdk.internal.pipeline.CallPipeline;
import io.dgq.sdk.metricdetails.MetricDetailsAsyncClient;
import io.dgq.sdk.metrictemplates.MetricTemplatesAsyncClient;
import io.dgq.sdk.parameters.ParametersAsyncClient;
import io.dgq.sdk.patterns.PatternsAsyncClient;
import io.dgq.sdk.sources.SourcesAsyncClient;
import io.dgq.sdk.tags.TagsAsyncClient;
import io.dgq.sdk.terms.TermsAsyncClient;

/**
 * The resource clients of a {@code DgqAsyncClient}, each made on its first use (a client that calls one resource loads
 * the classes of that one only), and their raw-response view. The root's other members are its subclass's, in the root
 * package, which implements {@code DgqAsyncClient} with these accessors: this package imports nothing of the root
 * package's. Thread-safe. Internal.
 */
public abstract class AsyncResourceClients {
    private final CallPipeline pipeline;

    private final Object lock = new Object();

    private volatile AuthAsyncClient auth;

    private volatile PatternsAsyncClient patterns;

    private volatile ConversationsAsyncClient conversations;

    private volatile SourcesAsyncClient sources;

    private volatile ParametersAsyncClient parameters;

    private volatile FieldsAsyncClient fields;

    private volatile MetricDetailsAsyncClient metricDetails;

    private volatile MetricTemplatesAsyncClient metricTemplates;

    private volatile AlertClustersAsyncClient alertClusters;

    private volatile DomainsAsyncClient domains;

    private volatile TermsAsyncClient terms;

    private volatile ApplicationsAsyncClient applications;

    private volatile TagsAsyncClient tags;

    private volatile GlossariesAsyncClient glossaries;

    private volatile DocumentsAsyncClient documents;

    /**
     * Makes none of the resource clients yet.
     *
     * @param pipeline the client's call pipeline, which runs the calls of every resource client
     */
    protected AsyncResourceClients(CallPipeline pipeline) {
        this.pipeline = pipeline;
    }

    /** {@return the auth client, made on first use} */
    public final AuthAsyncClient auth() {
        AuthAsyncClient client = auth;
        if (client == null) {
            synchronized (lock) {
                client = auth;
                if (client == null) {
                    client = new AuthAsyncClientImpl(pipeline);
                    auth = client;
                }
            }
        }
        return client;
    }

    /** {@return the patterns client, made on first use} */
    public final PatternsAsyncClient patterns() {
        PatternsAsyncClient client = patterns;
        if (client == null) {
            synchronized (lock) {
                client = patterns;
                if (client == null) {
                    client = new PatternsAsyncClientImpl(pipeline);
                    patterns = client;
                }
            }
        }
        return client;
    }

    /** {@return the conversations client, made on first use} */
    public final ConversationsAsyncClient conversations() {
        ConversationsAsyncClient client = conversations;
        if (client == null) {
            synchronized (lock) {
                client = conversations;
                if (client == null) {
                    client = new ConversationsAsyncClientImpl(pipeline);
                    conversations = client;
                }
            }
        }
        return client;
    }

    /** {@return the sources client, made on first use} */
    public final SourcesAsyncClient sources() {
        SourcesAsyncClient client = sources;
        if (client == null) {
            synchronized (lock) {
                client = sources;
                if (client == null) {
                    client = new SourcesAsyncClientImpl(pipeline);
                    sources = client;
                }
            }
        }
        return client;
    }

    /** {@return the parameters client, made on first use} */
    public final ParametersAsyncClient parameters() {
        ParametersAsyncClient client = parameters;
        if (client == null) {
            synchronized (lock) {
                client = parameters;
                if (client == null) {
                    client = new ParametersAsyncClientImpl(pipeline);
                    parameters = client;
                }
            }
        }
        return client;
    }

    /** {@return the fields client, made on first use} */
    public final FieldsAsyncClient fields() {
        FieldsAsyncClient client = fields;
        if (client == null) {
            synchronized (lock) {
                client = fields;
                if (client == null) {
                    client = new FieldsAsyncClientImpl(pipeline);
                    fields = client;
                }
            }
        }
        return client;
    }

    /** {@return the metricDetails client, made on first use} */
    public final MetricDetailsAsyncClient metricDetails() {
        MetricDetailsAsyncClient client = metricDetails;
        if (client == null) {
            synchronized (lock) {
                client = metricDetails;
                if (client == null) {
                    client = new MetricDetailsAsyncClientImpl(pipeline);
                    metricDetails = client;
                }
            }
        }
        return client;
    }

    /** {@return the metricTemplates client, made on first use} */
    public final MetricTemplatesAsyncClient metricTemplates() {
        MetricTemplatesAsyncClient client = metricTemplates;
        if (client == null) {
            synchronized (lock) {
                client = metricTemplates;
                if (client == null) {
                    client = new MetricTemplatesAsyncClientImpl(pipeline);
                    metricTemplates = client;
                }
            }
        }
        return client;
    }

    /** {@return the alertClusters client, made on first use} */
    public final AlertClustersAsyncClient alertClusters() {
        AlertClustersAsyncClient client = alertClusters;
        if (client == null) {
            synchronized (lock) {
                client = alertClusters;
                if (client == null) {
                    client = new AlertClustersAsyncClientImpl(pipeline);
                    alertClusters = client;
                }
            }
        }
        return client;
    }

    /** {@return the domains client, made on first use} */
    public final DomainsAsyncClient domains() {
        DomainsAsyncClient client = domains;
        if (client == null) {
            synchronized (lock) {
                client = domains;
                if (client == null) {
                    client = new DomainsAsyncClientImpl(pipeline);
                    domains = client;
                }
            }
        }
        return client;
    }

    /** {@return the terms client, made on first use} */
    public final TermsAsyncClient terms() {
        TermsAsyncClient client = terms;
        if (client == null) {
            synchronized (lock) {
                client = terms;
                if (client == null) {
                    client = new TermsAsyncClientImpl(pipeline);
                    terms = client;
                }
            }
        }
        return client;
    }

    /** {@return the applications client, made on first use} */
    public final ApplicationsAsyncClient applications() {
        ApplicationsAsyncClient client = applications;
        if (client == null) {
            synchronized (lock) {
                client = applications;
                if (client == null) {
                    client = new ApplicationsAsyncClientImpl(pipeline);
                    applications = client;
                }
            }
        }
        return client;
    }

    /** {@return the tags client, made on first use} */
    public final TagsAsyncClient tags() {
        TagsAsyncClient client = tags;
        if (client == null) {
            synchronized (lock) {
                client = tags;
                if (client == null) {
                    client = new TagsAsyncClientImpl(pipeline);
                    tags = client;
                }
            }
        }
        return client;
    }

    /** {@return the glossaries client, made on first use} */
    public final GlossariesAsyncClient glossaries() {
        GlossariesAsyncClient client = glossaries;
        if (client == null) {
            synchronized (lock) {
                client = glossaries;
                if (client == null) {
                    client = new GlossariesAsyncClientImpl(pipeline);
                    glossaries = client;
                }
            }
        }
        return client;
    }

    /** {@return the documents client, made on first use} */
    public final DocumentsAsyncClient documents() {
        DocumentsAsyncClient client = documents;
        if (client == null) {
            synchronized (lock) {
                client = documents;
                if (client == null) {
                    client = new DocumentsAsyncClientImpl(pipeline);
                    documents = client;
                }
            }
        }
        return client;
    }

    /** The raw-response view of the resource clients; the literal {@code request(...)} is the subclass's. */
    protected abstract class RawViews {
        /** Creates the view. */
        protected RawViews() {}

        /** {@return the auth client's raw-response view} */
        public final AuthAsyncClient.WithRawResponse auth() {
            return AsyncResourceClients.this.auth().withRawResponse();
        }

        /** {@return the patterns client's raw-response view} */
        public final PatternsAsyncClient.WithRawResponse patterns() {
            return AsyncResourceClients.this.patterns().withRawResponse();
        }

        /** {@return the conversations client's raw-response view} */
        public final ConversationsAsyncClient.WithRawResponse conversations() {
            return AsyncResourceClients.this.conversations().withRawResponse();
        }

        /** {@return the sources client's raw-response view} */
        public final SourcesAsyncClient.WithRawResponse sources() {
            return AsyncResourceClients.this.sources().withRawResponse();
        }

        /** {@return the parameters client's raw-response view} */
        public final ParametersAsyncClient.WithRawResponse parameters() {
            return AsyncResourceClients.this.parameters().withRawResponse();
        }

        /** {@return the fields client's raw-response view} */
        public final FieldsAsyncClient.WithRawResponse fields() {
            return AsyncResourceClients.this.fields().withRawResponse();
        }

        /** {@return the metricDetails client's raw-response view} */
        public final MetricDetailsAsyncClient.WithRawResponse metricDetails() {
            return AsyncResourceClients.this.metricDetails().withRawResponse();
        }

        /** {@return the metricTemplates client's raw-response view} */
        public final MetricTemplatesAsyncClient.WithRawResponse metricTemplates() {
            return AsyncResourceClients.this.metricTemplates().withRawResponse();
        }

        /** {@return the alertClusters client's raw-response view} */
        public final AlertClustersAsyncClient.WithRawResponse alertClusters() {
            return AsyncResourceClients.this.alertClusters().withRawResponse();
        }

        /** {@return the domains client's raw-response view} */
        public final DomainsAsyncClient.WithRawResponse domains() {
            return AsyncResourceClients.this.domains().withRawResponse();
        }

        /** {@return the terms client's raw-response view} */
        public final TermsAsyncClient.WithRawResponse terms() {
            return AsyncResourceClients.this.terms().withRawResponse();
        }

        /** {@return the applications client's raw-response view} */
        public final ApplicationsAsyncClient.WithRawResponse applications() {
            return AsyncResourceClients.this.applications().withRawResponse();
        }

        /** {@return the tags client's raw-response view} */
        public final TagsAsyncClient.WithRawResponse tags() {
            return AsyncResourceClients.this.tags().withRawResponse();
        }

        /** {@return the glossaries client's raw-response view} */
        public final GlossariesAsyncClient.WithRawResponse glossaries() {
            return AsyncResourceClients.this.glossaries().withRawResponse();
        }

        /** {@return the documents client's raw-response view} */
        public final DocumentsAsyncClient.WithRawResponse documents() {
            return AsyncResourceClients.this.documents().withRawResponse();
        }
    }
}
