package io.dgq.server.internal.routes;

import io.dgq.server.internal.auth.Tokens;
import io.dgq.server.internal.resources.Resource;
import io.dgq.server.internal.resources.Workspace;
import io.dgq.server.internal.routing.Router;
import io.dgq.server.internal.schema.BodyFields;
import io.dgq.server.internal.schema.BodyValidator;
import io.dgq.server.internal.support.Timestamps;

/** The route table: every operation of the API with its method and path. */
public final class Routes {

    private static final String V1 = "/api/v1";

    private Routes() {}

    /**
     * Routes every operation to a workspace.
     *
     * @param w the workspace
     * @param tokens signs the tokens that access token creation answers
     * @param time the clock
     * @param lenient whether unknown fields of request bodies are ignored rather than refused
     */
    public static Router build(Workspace w, Tokens tokens, Timestamps time, boolean lenient) {
        BodyValidator validator = new BodyValidator(lenient);
        BodyFields bodyFields = new BodyFields(lenient);
        GovernanceRoutes governance = new GovernanceRoutes(w, bodyFields);
        FieldRoutes fields = new FieldRoutes(w, bodyFields, validator);
        MetricRoutes metrics = new MetricRoutes(w, bodyFields);
        CollaborationRoutes collaboration = new CollaborationRoutes(w);
        AccessTokenRoutes accessTokens = new AccessTokenRoutes(w.accessTokens, validator, tokens, time);
        Router router = new Router();
        router.add("POST", V1 + "/auth/access_token/", accessTokens::create);

        crud(router, "/metrics/pattern", w.patterns);
        router.add("POST", V1 + "/metrics/pattern/list", w.patterns::list);
        router.add("POST", V1 + "/metrics/pattern/attribute-pattern", metrics::attributePatterns);

        crud(router, "/core/conversation", w.conversations);
        router.add("POST", V1 + "/core/conversation/{category}/{objectId}", collaboration::conversationsByObject);

        crud(router, "/core/source", w.sources);
        router.add("POST", V1 + "/core/source/list", w.sources::list);

        crud(router, "/metrics/parameter", w.parameters);
        router.add("POST", V1 + "/metrics/parameter/list", w.parameters::list);

        router.add("POST", V1 + "/governance/field", w.fields::create);
        router.add("PUT", V1 + "/governance/field/{id}", w.fields::update);
        router.add("DELETE", V1 + "/governance/field/{id}", w.fields::delete);
        router.add("POST", V1 + "/governance/field/list", w.fields::list);
        router.add("POST", V1 + "/governance/field-property", fields::properties);
        router.add("POST", V1 + "/governance/field-property/update", fields::updateProperty);
        router.add("POST", V1 + "/governance/field/tabs-by-level", fields::tabsByLevel);
        router.add("GET", V1 + "/governance/field/tabs-groups", fields::tabsAndGroups);
        router.add("POST", V1 + "/governance/field/update-group", fields::updateGroup);
        router.add("POST", V1 + "/governance/field/update-tab", fields::updateTab);
        router.add("POST", V1 + "/governance/field/update-tab-icon", fields::updateTabIcon);
        router.add("DELETE", V1 + "/governance/field/group/{id}", w.fieldGroups::delete);
        router.add("DELETE", V1 + "/governance/field/tab/{id}", w.fieldTabs::delete);

        crud(router, "/metrics/detail", w.metricDetails);
        router.add("GET", V1 + "/metrics/detail/asset/{assetId}", metrics::detailsByAsset);

        crud(router, "/metrics/template", w.templates);
        router.add("POST", V1 + "/metrics/template/list", w.templates::list);
        router.add("GET", V1 + "/metrics/template/{id}/metrics", metrics::templateMetrics);

        router.add("GET", V1 + "/metrics/alert-cluster/{id}", w.alertClusters::get);
        router.add("PUT", V1 + "/metrics/alert-cluster/{id}", w.alertClusters::update);
        router.add("POST", V1 + "/metrics/alert-cluster/list", w.alertClusters::list);
        router.add("GET", V1 + "/metrics/alert-cluster/by-alert/{alertId}", metrics::clusterByAlert);

        governed(router, "/governance/domain", w.domains);
        router.add("POST", V1 + "/governance/domain/tree-view", governance::domainTree);

        governed(router, "/governance/term", w.terms);
        router.add("GET", V1 + "/governance/term/active/list", governance::activeTerms);

        governed(router, "/governance/application", w.applications);

        governed(router, "/governance/tag", w.tags);
        router.add("POST", V1 + "/governance/tag/tree-view", governance::tagTree);

        crud(router, "/governance/glossary", w.glossaries);
        router.add("POST", V1 + "/governance/glossary/list", w.glossaries::list);
        router.add("POST", V1 + "/governance/glossary/tree-view", governance::glossaryTree);

        crud(router, "/core/document", w.documents);
        router.add("POST", V1 + "/core/document/list", w.documents::list);
        router.add("POST", V1 + "/core/document/latest", collaboration::latestDocuments);
        router.add("POST", V1 + "/core/document/{category}/{objectId}", collaboration::documentsByObject);
        return router;
    }

    /** Create, get, update and delete of a kind at its base path. */
    private static void crud(Router router, String base, Resource resource) {
        router.add("POST", V1 + base, resource::create);
        router.add("GET", V1 + base + "/{id}", resource::get);
        router.add("PUT", V1 + base + "/{id}", resource::update);
        router.add("DELETE", V1 + base + "/{id}", resource::delete);
    }

    /** CRUD plus list and export of a governance kind. */
    private static void governed(Router router, String base, Resource resource) {
        crud(router, base, resource);
        router.add("POST", V1 + base + "/list", resource::list);
        router.add("POST", V1 + base + "/export", resource::export);
    }
}
