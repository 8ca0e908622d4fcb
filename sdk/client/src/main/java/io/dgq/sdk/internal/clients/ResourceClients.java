// Generated from src/docs/openapi.json by sdk/codegen. Do not edit: change the document and regenerate.
package io.dgq.sdk.internal.clients;

import io.dgq.sdk.alertclusters.AlertClustersClient;
import io.dgq.sdk.applications.ApplicationsClient;
import io.dgq.sdk.auth.AuthClient;
import io.dgq.sdk.conversations.ConversationsClient;
import io.dgq.sdk.documents.DocumentsClient;
import io.dgq.sdk.domains.DomainsClient;
import io.dgq.sdk.fields.FieldsClient;
import io.dgq.sdk.glossaries.GlossariesClient;
import io.dgq.sdk.internal.pipeline.CallPipeline;
import io.dgq.sdk.metricdetails.MetricDetailsClient;
import io.dgq.sdk.metrictemplates.MetricTemplatesClient;
import io.dgq.sdk.parameters.ParametersClient;
import io.dgq.sdk.patterns.PatternsClient;
import io.dgq.sdk.sources.SourcesClient;
import io.dgq.sdk.tags.TagsClient;
import io.dgq.sdk.terms.TermsClient;

/**
 * The resource clients of a {@code DgqClient}, each made on its first use (a client that calls one resource loads the
 * classes of that one only), and their raw-response view. The root's other members are its subclass's, in the root
 * package, which implements {@code DgqClient} with these accessors: this package imports nothing of the root package's.
 * Thread-safe. Internal.
 */
public abstract class ResourceClients {
    private final CallPipeline pipeline;

    private final Object lock = new Object();

    private volatile AuthClient auth;

    private volatile PatternsClient patterns;

    private volatile ConversationsClient conversations;

    private volatile SourcesClient sources;

    private volatile ParametersClient parameters;

    private volatile FieldsClient fields;

    private volatile MetricDetailsClient metricDetails;

    private volatile MetricTemplatesClient metricTemplates;

    private volatile AlertClustersClient alertClusters;

    private volatile DomainsClient domains;

    private volatile TermsClient terms;

    private volatile ApplicationsClient applications;

    private volatile TagsClient tags;

    private volatile GlossariesClient glossaries;

    private volatile DocumentsClient documents;

    /**
     * Makes none of the resource clients yet.
     *
     * @param pipeline the client's call pipeline, which runs the calls of every resource client
     */
    protected ResourceClients(CallPipeline pipeline) {
        this.pipeline = pipeline;
    }

    /** {@return the auth client, made on first use} */
    public final AuthClient auth() {
        AuthClient client = auth;
        if (client == null) {
            synchronized (lock) {
                client = auth;
                if (client == null) {
                    client = new AuthClientImpl(pipeline);
                    auth = client;
                }
            }
        }
        return client;
    }

    /** {@return the patterns client, made on first use} */
    public final PatternsClient patterns() {
        PatternsClient client = patterns;
        if (client == null) {
            synchronized (lock) {
                client = patterns;
                if (client == null) {
                    client = new PatternsClientImpl(pipeline);
                    patterns = client;
                }
            }
        }
        return client;
    }

    /** {@return the conversations client, made on first use} */
    public final ConversationsClient conversations() {
        ConversationsClient client = conversations;
        if (client == null) {
            synchronized (lock) {
                client = conversations;
                if (client == null) {
                    client = new ConversationsClientImpl(pipeline);
                    conversations = client;
                }
            }
        }
        return client;
    }

    /** {@return the sources client, made on first use} */
    public final SourcesClient sources() {
        SourcesClient client = sources;
        if (client == null) {
            synchronized (lock) {
                client = sources;
                if (client == null) {
                    client = new SourcesClientImpl(pipeline);
                    sources = client;
                }
            }
        }
        return client;
    }

    /** {@return the parameters client, made on first use} */
    public final ParametersClient parameters() {
        ParametersClient client = parameters;
        if (client == null) {
            synchronized (lock) {
                client = parameters;
                if (client == null) {
                    client = new ParametersClientImpl(pipeline);
                    parameters = client;
                }
            }
        }
        return client;
    }

    /** {@return the fields client, made on first use} */
    public final FieldsClient fields() {
        FieldsClient client = fields;
        if (client == null) {
            synchronized (lock) {
                client = fields;
                if (client == null) {
                    client = new FieldsClientImpl(pipeline);
                    fields = client;
                }
            }
        }
        return client;
    }

    /** {@return the metricDetails client, made on first use} */
    public final MetricDetailsClient metricDetails() {
        MetricDetailsClient client = metricDetails;
        if (client == null) {
            synchronized (lock) {
                client = metricDetails;
                if (client == null) {
                    client = new MetricDetailsClientImpl(pipeline);
                    metricDetails = client;
                }
            }
        }
        return client;
    }

    /** {@return the metricTemplates client, made on first use} */
    public final MetricTemplatesClient metricTemplates() {
        MetricTemplatesClient client = metricTemplates;
        if (client == null) {
            synchronized (lock) {
                client = metricTemplates;
                if (client == null) {
                    client = new MetricTemplatesClientImpl(pipeline);
                    metricTemplates = client;
                }
            }
        }
        return client;
    }

    /** {@return the alertClusters client, made on first use} */
    public final AlertClustersClient alertClusters() {
        AlertClustersClient client = alertClusters;
        if (client == null) {
            synchronized (lock) {
                client = alertClusters;
                if (client == null) {
                    client = new AlertClustersClientImpl(pipeline);
                    alertClusters = client;
                }
            }
        }
        return client;
    }

    /** {@return the domains client, made on first use} */
    public final DomainsClient domains() {
        DomainsClient client = domains;
        if (client == null) {
            synchronized (lock) {
                client = domains;
                if (client == null) {
                    client = new DomainsClientImpl(pipeline);
                    domains = client;
                }
            }
        }
        return client;
    }

    /** {@return the terms client, made on first use} */
    public final TermsClient terms() {
        TermsClient client = terms;
        if (client == null) {
            synchronized (lock) {
                client = terms;
                if (client == null) {
                    client = new TermsClientImpl(pipeline);
                    terms = client;
                }
            }
        }
        return client;
    }

    /** {@return the applications client, made on first use} */
    public final ApplicationsClient applications() {
        ApplicationsClient client = applications;
        if (client == null) {
            synchronized (lock) {
                client = applications;
                if (client == null) {
                    client = new ApplicationsClientImpl(pipeline);
                    applications = client;
                }
            }
        }
        return client;
    }

    /** {@return the tags client, made on first use} */
    public final TagsClient tags() {
        TagsClient client = tags;
        if (client == null) {
            synchronized (lock) {
                client = tags;
                if (client == null) {
                    client = new TagsClientImpl(pipeline);
                    tags = client;
                }
            }
        }
        return client;
    }

    /** {@return the glossaries client, made on first use} */
    public final GlossariesClient glossaries() {
        GlossariesClient client = glossaries;
        if (client == null) {
            synchronized (lock) {
                client = glossaries;
                if (client == null) {
                    client = new GlossariesClientImpl(pipeline);
                    glossaries = client;
                }
            }
        }
        return client;
    }

    /** {@return the documents client, made on first use} */
    public final DocumentsClient documents() {
        DocumentsClient client = documents;
        if (client == null) {
            synchronized (lock) {
                client = documents;
                if (client == null) {
                    client = new DocumentsClientImpl(pipeline);
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
        public final AuthClient.WithRawResponse auth() {
            return ResourceClients.this.auth().withRawResponse();
        }

        /** {@return the patterns client's raw-response view} */
        public final PatternsClient.WithRawResponse patterns() {
            return ResourceClients.this.patterns().withRawResponse();
        }

        /** {@return the conversations client's raw-response view} */
        public final ConversationsClient.WithRawResponse conversations() {
            return ResourceClients.this.conversations().withRawResponse();
        }

        /** {@return the sources client's raw-response view} */
        public final SourcesClient.WithRawResponse sources() {
            return ResourceClients.this.sources().withRawResponse();
        }

        /** {@return the parameters client's raw-response view} */
        public final ParametersClient.WithRawResponse parameters() {
            return ResourceClients.this.parameters().withRawResponse();
        }

        /** {@return the fields client's raw-response view} */
        public final FieldsClient.WithRawResponse fields() {
            return ResourceClients.this.fields().withRawResponse();
        }

        /** {@return the metricDetails client's raw-response view} */
        public final MetricDetailsClient.WithRawResponse metricDetails() {
            return ResourceClients.this.metricDetails().withRawResponse();
        }

        /** {@return the metricTemplates client's raw-response view} */
        public final MetricTemplatesClient.WithRawResponse metricTemplates() {
            return ResourceClients.this.metricTemplates().withRawResponse();
        }

        /** {@return the alertClusters client's raw-response view} */
        public final AlertClustersClient.WithRawResponse alertClusters() {
            return ResourceClients.this.alertClusters().withRawResponse();
        }

        /** {@return the domains client's raw-response view} */
        public final DomainsClient.WithRawResponse domains() {
            return ResourceClients.this.domains().withRawResponse();
        }

        /** {@return the terms client's raw-response view} */
        public final TermsClient.WithRawResponse terms() {
            return ResourceClients.this.terms().withRawResponse();
        }

        /** {@return the applications client's raw-response view} */
        public final ApplicationsClient.WithRawResponse applications() {
            return ResourceClients.this.applications().withRawResponse();
        }

        /** {@return the tags client's raw-response view} */
        public final TagsClient.WithRawResponse tags() {
            return ResourceClients.this.tags().withRawResponse();
        }

        /** {@return the glossaries client's raw-response view} */
        public final GlossariesClient.WithRawResponse glossaries() {
            return ResourceClients.this.glossaries().withRawResponse();
        }

        /** {@return the documents client's raw-response view} */
        public final DocumentsClient.WithRawResponse documents() {
            return ResourceClients.this.documents().withRawResponse();
        }
    }
}
