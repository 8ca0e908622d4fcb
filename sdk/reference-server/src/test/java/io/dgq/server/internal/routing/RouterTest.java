package io.dgq.server.internal.routing;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.dgq.server.internal.error.ApiError;
import org.junit.jupiter.api.Test;

class RouterTest {

    private final Operation list = call -> Reply.empty("list");
    private final Operation get = call -> Reply.empty("get");
    private final Operation update = call -> Reply.empty("update");
    private final Operation byObject = call -> Reply.empty("byObject");

    private final Router router = new Router()
            .add("POST", "/api/v1/core/document/list", list)
            .add("GET", "/api/v1/core/document/{id}", get)
            .add("PUT", "/api/v1/core/document/{id}", update)
            .add("POST", "/api/v1/core/document/{category}/{objectId}", byObject)
            .add("POST", "/api/v1/auth/access_token/", list);

    @Test
    void literalSegmentsWinOverParameters() {
        assertThat(router.match("POST", "/api/v1/core/document/list").operation())
                .isSameAs(list);
        assertThatThrownBy(() -> router.match("GET", "/api/v1/core/document/list"))
                .as("a fixed path is never the {id} of its sibling")
                .isInstanceOfSatisfying(ApiError.class, error -> {
                    assertThat(error.status()).isEqualTo(405);
                    assertThat(error.headers()).containsEntry("Allow", "POST");
                });
        assertThat(router.match("GET", "/api/v1/core/document/lists").operation())
                .isSameAs(get);
    }

    @Test
    void parametersArePercentDecoded() {
        Router.Match match = router.match("POST", "/api/v1/core/document/data%20asset/%F0%9F%98%80%2Fx");
        assertThat(match.operation()).isSameAs(byObject);
        assertThat(match.pathParams()).containsEntry("category", "data asset").containsEntry("objectId", "😀/x");
    }

    @Test
    void aTrailingSlashIsIgnored() {
        assertThat(router.match("POST", "/api/v1/auth/access_token").operation())
                .isSameAs(list);
        assertThat(router.match("POST", "/api/v1/auth/access_token/").operation())
                .isSameAs(list);
        assertThat(router.match("GET", "/api/v1/core/document/abc/").pathParams())
                .containsEntry("id", "abc");
    }

    @Test
    void unknownPathsAre404AndOtherMethods405WithAllow() {
        assertThatThrownBy(() -> router.match("GET", "/api/v1/core/nothing"))
                .isInstanceOfSatisfying(
                        ApiError.class, error -> assertThat(error.status()).isEqualTo(404));
        assertThatThrownBy(() -> router.match("DELETE", "/api/v1/core/document/abc"))
                .isInstanceOfSatisfying(ApiError.class, error -> {
                    assertThat(error.status()).isEqualTo(405);
                    assertThat(error.headers()).containsEntry("Allow", "GET, PUT");
                });
        assertThatThrownBy(() -> router.match("GET", "/api/v1/core/document/%zz"))
                .isInstanceOfSatisfying(
                        ApiError.class, error -> assertThat(error.status()).isEqualTo(404));
        assertThatThrownBy(() -> router.match("GET", "/api/v1/core/document//"))
                .isInstanceOfSatisfying(
                        ApiError.class, error -> assertThat(error.status()).isEqualTo(404));
    }
}
