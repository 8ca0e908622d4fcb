package io.dgq.sdk.paging;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.dgq.sdk.domains.DomainColumn;
import io.dgq.sdk.model.Status;
import io.dgq.sdk.testing.TestJson;
import java.util.List;
import org.junit.jupiter.api.Test;

class ListRequestTest {

    @Test
    void serialisesToTheCommonListBody() throws Exception {
        ListRequest request = ListRequest.builder()
                .page(1)
                .pageSize(50)
                .search("x")
                .sort("name", SortDirection.ASC)
                .filter("status", FilterOperator.EQ, "VERIFIED")
                .export(false)
                .build();
        assertThat(TestJson.MAPPER.writeValueAsString(request))
                .isEqualTo(
                        "{\"pagination\":{\"page\":1,\"pageSize\":50},\"sorting\":[{\"column\":\"name\",\"direction\":\"asc\"}],"
                                + "\"filters\":[{\"column\":\"status\",\"operator\":\"eq\",\"value\":\"VERIFIED\"}],"
                                + "\"search\":\"x\",\"export\":false}");
    }

    @Test
    void defaultsToTheFirstPageOfFifty() throws Exception {
        assertThat(TestJson.MAPPER.writeValueAsString(ListRequest.firstPage()))
                .isEqualTo("{\"pagination\":{\"page\":1,\"pageSize\":50},\"sorting\":[],\"filters\":[],\"search\":\"\","
                        + "\"export\":false}");
    }

    @Test
    void writesEveryOperatorAndTypedColumns() throws Exception {
        ListRequest request = ListRequest.builder()
                .sort(DomainColumn.CREATED_AT, SortDirection.DESC)
                .filter(DomainColumn.STATUS, FilterOperator.IN, List.of(Status.VERIFIED, "PENDING"))
                .filter(DomainColumn.LEVEL, FilterOperator.GTE, 2)
                .filter(DomainColumn.NAME, FilterOperator.CONTAINS, "cust")
                .filter(DomainColumn.IS_ACTIVE, FilterOperator.NE, false)
                .filter(DomainColumn.PARENT_ID, FilterOperator.EQ, null)
                .build();
        assertThat(TestJson.MAPPER.writeValueAsString(request))
                .contains(
                        "\"sorting\":[{\"column\":\"created_at\",\"direction\":\"desc\"}]",
                        "{\"column\":\"status\",\"operator\":\"in\",\"value\":[\"VERIFIED\",\"PENDING\"]}",
                        "{\"column\":\"level\",\"operator\":\"gte\",\"value\":2}",
                        "{\"column\":\"name\",\"operator\":\"contains\",\"value\":\"cust\"}",
                        "{\"column\":\"is_active\",\"operator\":\"ne\",\"value\":false}",
                        "{\"column\":\"parent_id\",\"operator\":\"eq\",\"value\":null}");
        assertThat(FilterOperator.values())
                .extracting(FilterOperator::wireValue)
                .containsExactly("eq", "ne", "lt", "lte", "gt", "gte", "contains", "in");
    }

    @Test
    void refusesBadValuesInTheBuilder() {
        assertThatThrownBy(() -> ListRequest.builder().page(0))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("page must be 1 or more");
        assertThatThrownBy(() -> ListRequest.builder().pageSize(0))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("pageSize must be between 1 and 1000");
        assertThatThrownBy(() -> ListRequest.builder().pageSize(1001)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> ListRequest.builder().sort(" ", SortDirection.ASC))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("sort column");
        assertThatThrownBy(() -> ListRequest.builder().sort("name", null))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("direction");
        assertThatThrownBy(() -> ListRequest.builder().filter("status", FilterOperator.IN, "VERIFIED"))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("needs a collection");
        assertThatThrownBy(() -> ListRequest.builder().filter("level", FilterOperator.GT, null))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("needs a value");
        assertThatThrownBy(() -> ListRequest.builder().filter("name", FilterOperator.CONTAINS, 3))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("needs a string");
        assertThatThrownBy(() -> ListRequest.builder().filter("name", FilterOperator.EQ, new Object()))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("'name'");
        assertThatThrownBy(() -> ListRequest.builder().filter("name", null, "x"))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("operator");
    }

    @Test
    void derivesOtherPagesWithoutChangingTheRest() {
        ListRequest first = ListRequest.builder()
                .pageSize(10)
                .search("a")
                .sort("name", SortDirection.ASC)
                .build();
        ListRequest third = first.withPage(3);
        assertThat(third.page()).isEqualTo(3);
        assertThat(third.pageSize()).isEqualTo(10);
        assertThat(third.search()).isEqualTo("a");
        assertThat(third.sorting()).isEqualTo(first.sorting());
        assertThat(first.page()).isEqualTo(1);
        assertThat(third.toBuilder().page(1).build()).isEqualTo(first);
        assertThat(first.withPage(1)).isSameAs(first);
    }
}
