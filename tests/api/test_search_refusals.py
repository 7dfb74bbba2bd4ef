def test_a_routed_search_with_a_pasted_tag_repeats_it_cut(client):
    refused = client.get("/api/search", params={"q": "<" + "x" * 3000 + "> 醉驾", "route": True})
    assert refused.status_code == 422
    detail = refused.json()["detail"]
    assert "x" * 61 not in detail and "(3002 characters)" in detail and detail.startswith("unknown source tag")
