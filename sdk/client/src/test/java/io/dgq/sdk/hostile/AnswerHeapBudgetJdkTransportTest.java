package io.dgq.sdk.hostile;

import io.dgq.sdk.testing.MockApi;

/** {@link AnswerHeapBudgetTest}'s cases on {@link io.dgq.sdk.http.jdk.JdkHttpTransport}. */
class AnswerHeapBudgetJdkTransportTest extends AnswerHeapBudgetTest {

    @Override
    MockApi newApi() {
        return MockApi.onJdkTransport();
    }
}
