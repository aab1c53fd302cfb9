// Stylesheets imported by components are empty modules under jest.
module.exports = {};
